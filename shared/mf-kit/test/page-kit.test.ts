// How a page's load turns its calls' answers into the page's status: found, missing (404) or
// failed (503, so the gateway never stores or sends a broken page as a 200).
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $head, $pageStatus, apiGetFx, ApiError, createUnitFactory, localeChanged } from '@vitrina/events';
import type { ApiGet } from '@vitrina/events';
import { createPageKit } from '../src/page-kit.ts';
import { createResources } from '../src/resources.ts';

const kit = createPageKit(createResources(createUnitFactory('page-kit-test')), () => 'Not found');
const spec = {
  requests: () => [{ path: 'page/main' }, { path: 'page/extra' }],
  head: () => ({ title: 'Main' }),
};

/** Answers by path: a status to fail with, or a value. */
async function loadWith(answers: Record<string, number | object>) {
  const scope = fork({
    handlers: [
      [
        apiGetFx,
        async (_context: unknown, { request }: { request: ApiGet }) => {
          const answer = answers[request.path];
          if (typeof answer === 'number') throw new ApiError(answer, request.path);
          return answer;
        },
      ],
    ],
  });
  await allSettled(localeChanged, { scope, params: 'en' });
  await kit.pageLoad(spec)({ scope, params: {}, search: new URLSearchParams() });
  return { status: scope.getState($pageStatus), head: scope.getState($head) };
}

describe('page load status', () => {
  it('is 200 with the head when every call answered', async () => {
    expect(await loadWith({ 'page/main': {}, 'page/extra': {} })).toEqual({ status: 200, head: { title: 'Main' } });
  });

  it.each([0, 500, 502, 503, 429])('is 503, not indexed, when a call failed with %i', async (status) => {
    expect(await loadWith({ 'page/main': {}, 'page/extra': status })).toEqual({
      status: 503,
      head: { robots: 'noindex' },
    });
  });

  it('is 404 when a call says the object does not exist, even if another failed', async () => {
    expect((await loadWith({ 'page/main': 404, 'page/extra': 500 })).status).toBe(404);
    expect((await loadWith({ 'page/main': 400, 'page/extra': 0 })).status).toBe(404);
  });
});
