import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $head, $pageStatus, apiGetFx, ApiError, localeChanged } from '@vitrina/events';
import type { ApiGet } from '@vitrina/events';
import { contentPageSpec } from '../src/pages/content/index.ts';
import { $resources } from '../src/shared/resources.ts';
import { pageLoad } from '../src/shared/page.ts';

const ABOUT = {
  slug: 'about',
  title: 'Despre noi',
  html: '<p>Farmacia <b>bună</b>.</p>',
  ignore_layout: false,
  show_breadcrumbs: true,
};

async function loadAt(path: string, answer: (request: ApiGet) => unknown) {
  const scope = fork({ handlers: [[apiGetFx, async (request: ApiGet) => answer(request)]] });
  await allSettled(localeChanged, { scope, params: 'ro' });
  await pageLoad(contentPageSpec)({ scope, params: { slug: path }, search: new URLSearchParams() });
  return scope;
}

describe('a page load', () => {
  it('keeps the answer for the render and sets title, description and BreadcrumbList', async () => {
    const scope = await loadAt('about', () => ABOUT);
    expect(scope.getState($resources)['/page/about']).toEqual({ status: 'ready', data: ABOUT });
    expect(scope.getState($pageStatus)).toBe(200);
    const head = scope.getState($head);
    expect(head.title).toBe('Despre noi');
    expect(head.description).toBe('Farmacia bună.');
    expect(head.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Acasă', item: '/ro' },
          { '@type': 'ListItem', position: 2, name: 'Despre noi', item: '/ro/page/about' },
        ],
      },
    ]);
  });

  it('leaves the BreadcrumbList out when the page hides its breadcrumbs', async () => {
    const scope = await loadAt('about', () => ({ ...ABOUT, show_breadcrumbs: false }));
    expect(scope.getState($head).jsonLd).toBeUndefined();
  });

  it('marks a page the back end does not have as not found, with a noindex head', async () => {
    const scope = await loadAt('nope', (request) => {
      throw new ApiError(404, request.path);
    });
    expect(scope.getState($resources)['/page/nope']).toEqual({ status: 'failed', httpStatus: 404 });
    expect(scope.getState($head)).toEqual({ title: 'Pagina nu a fost găsită', robots: 'noindex' });
    expect(scope.getState($pageStatus)).toBe(404);
  });

  it('marks a page whose back end failed otherwise as failed: 503, not indexed, never a 200', async () => {
    const scope = await loadAt('about', (request) => {
      throw new ApiError(502, request.path);
    });
    expect(scope.getState($resources)['/page/about']).toEqual({ status: 'failed', httpStatus: 502 });
    expect(scope.getState($head)).toEqual({ robots: 'noindex' });
    expect(scope.getState($pageStatus)).toBe(503);
  });
});
