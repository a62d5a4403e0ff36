// Loading a category page on the server: its title and per-language paths from the menu, the
// redirect from another language's url, and a page past the end of the list. The menu and the
// settings are the bus's: the shell has read them for the page.
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $head, $pageStatus, $redirect, localeChanged, siteFrameRead } from '@vitrina/events';
import type { Category, GlobalSettings, Locale } from '@vitrina/events';
import { categoryLoad } from '../src/pages/category/model/category-load.ts';

const MENU: Category[] = [
  {
    id: 3,
    categoryTitle: 'Косметика',
    categoryUrl: 'kosmetika',
    categoryIcon: '',
    alternates: { ro: 'cosmetice', ru: 'kosmetika', en: 'cosmetics' },
    subcategories: [
      {
        id: 31,
        subCategoryTitle: 'Уход за лицом',
        subCategoryUrl: 'ukhod-za-litsom',
        alternates: { ro: 'ingrijirea-fetei', ru: 'ukhod-za-litsom', en: 'face-care' },
      },
    ],
  },
];
const PAGES = 3;

/** The page's load against a stand-in back end that, like the real one, refuses pages past 100 000. */
async function load(url: string, query = '', locale: Locale = 'ru') {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (target: string) => {
    const { pathname, searchParams } = new URL(target, 'http://shop.test');
    asked.push(`${pathname.replace(/^\/api\//, '')}?${searchParams}`);
    const page = Number(searchParams.get('page') ?? 1);
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (page > 100_000) return json({ code: 'bad_request', message: 'page', fieldErrors: {} }, 400);
    return json({ products: [], totalCount: 60, pages: PAGES, page, filters: [], price: { min: 0, max: 0 } });
  });
  const scope = fork();
  await allSettled(localeChanged, { scope, params: locale });
  await allSettled(siteFrameRead, { scope, params: { settings: {} as GlobalSettings, menu: MENU } });
  await categoryLoad({ scope, params: { '*': url }, search: new URLSearchParams(query) });
  return { scope, asked };
}

afterEach(() => vi.unstubAllGlobals());

describe('category page load', () => {
  it("names the category's path in every language, so hreflang and the language panel lead to it", async () => {
    const { scope } = await load('ukhod-za-litsom');
    const head = scope.getState($head);
    expect(head.title).toBe('Уход за лицом');
    expect(head.alternates).toEqual({ ro: '/ingrijirea-fetei', ru: '/ukhod-za-litsom', en: '/face-care' });
    expect(scope.getState($redirect)).toBeNull();
  });

  it.each([
    ['ingrijirea-fetei', '/ru/ukhod-za-litsom'],
    ['face-care', '/ru/ukhod-za-litsom'],
    ['cosmetice', '/ru/kosmetika'],
  ])("redirects another language's url %s to this language's %s with 301, asking nothing", async (url, location) => {
    const { scope, asked } = await load(url);
    expect(scope.getState($redirect)).toEqual({ location, status: 301 });
    expect(asked).toEqual([]);
  });

  it('treats page=999 and page=1e9 alike: past the end, 200, not indexed', async () => {
    for (const page of ['999', '1e9']) {
      const { scope, asked } = await load('ukhod-za-litsom', `page=${page}`);
      expect([page, scope.getState($pageStatus), scope.getState($head).robots]).toEqual([page, 200, 'noindex']);
      expect(asked).toHaveLength(1);
    }
    const inside = await load('ukhod-za-litsom', 'page=2');
    expect(inside.scope.getState($head).robots).toBeUndefined();
  });
});
