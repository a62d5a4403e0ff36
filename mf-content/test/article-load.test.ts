// An article page's load on the server (spec: an article call error redirects, to the news list;
// issue 16: another language's slug moves for good to this language's).
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $redirect, ApiError, apiGetFx, localeChanged } from '@vitrina/events';
import type { ApiGet } from '@vitrina/events';
import { articleLoad } from '../src/pages/articles/model/article-spec.ts';

const ARTICLE = {
  id: 7,
  slug: 'sfaturi-de-iarna',
  title: 'Sfaturi de iarnă',
  excerpt: 'Pe scurt.',
  image: '/media/articles/7.svg',
  published_at: '2025-01-10T00:00:00.000Z',
  status_id: 1,
  html: '<p>Text.</p>',
  updated_at: '2025-01-11T00:00:00.000Z',
  alternates: { ro: 'sfaturi-de-iarna', ru: 'sfaturi-de-iarna' },
};

async function loadWith(answer: (request: ApiGet) => unknown, url = 'sfaturi-de-iarna') {
  const asked: string[] = [];
  const scope = fork({
    handlers: [
      [apiGetFx, async (_: unknown, { request }: { request: ApiGet }) => (asked.push(request.path), answer(request))],
    ],
  });
  await allSettled(localeChanged, { scope, params: 'ru' });
  await articleLoad({ scope, params: { url }, search: new URLSearchParams() });
  return { redirect: scope.getState($redirect), asked };
}

describe('article page load', () => {
  it.each([
    ['a missing article', 404],
    ['a refused address', 400],
  ])('sends %s to the news list of its language with 302', async (_, status) => {
    const { redirect, asked } = await loadWith((request) => {
      throw new ApiError(status, request.path);
    });
    expect(redirect).toEqual({ location: '/ru/articles', status: 302 });
    expect(asked).toEqual(['base/articles/sfaturi-de-iarna']);
  });

  it.each([
    ['fails', 502],
    ['does not answer', 0],
  ])(
    'leaves the outage answer (503, never stored) when the back end %s: no move to a list that fails too',
    async (_, status) => {
      const { redirect } = await loadWith((request) => {
        throw new ApiError(status, request.path);
      });
      expect(redirect).toBeNull();
    },
  );

  it('renders an article that is there, with its recommended ones', async () => {
    const { redirect, asked } = await loadWith((request) => (request.path.includes('recommended') ? [] : ARTICLE));
    expect(redirect).toBeNull();
    expect(asked).toEqual(['base/articles/sfaturi-de-iarna', 'base/articles/recommended/7']);
  });

  it("moves an article reached by another language's slug to this language's, for good (301)", async () => {
    const russian = {
      ...ARTICLE,
      slug: 'sovety-na-zimu',
      alternates: { ro: 'sfaturi-de-iarna', ru: 'sovety-na-zimu' },
    };
    const { redirect, asked } = await loadWith((request) => (request.path.includes('recommended') ? [] : russian));
    expect(redirect).toEqual({ location: '/ru/articles/sovety-na-zimu', status: 301 });
    expect(asked).toEqual(['base/articles/sfaturi-de-iarna']);
  });

  it('moves an article reached by its id to its slug in this language', async () => {
    const { redirect } = await loadWith(() => ARTICLE, '7');
    expect(redirect).toEqual({ location: '/ru/articles/sfaturi-de-iarna', status: 301 });
  });
});
