// The shop's settings and menu are the bus's (the shell loads them once for every page): the
// remote's loads and pages read them there, never ask for them again, and the page carries them once.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from '@vitrina/i18n';
import i18next from 'i18next';
import { allSettled, fork, serialize } from 'effector';
import type { Scope } from 'effector';
import { Provider } from 'effector-react';
import { describe, expect, it } from 'vitest';
import { $head, $searchText, $siteSettings, apiGetFx, localeChanged, siteFrameRead } from '@vitrina/events';
import type { ApiGet, Category, GlobalSettings } from '@vitrina/events';
import { listsRestored } from '../src/features/lists/index.ts';
import { $empty, $query } from '../src/features/search/index.ts';
import { categoryLoad } from '../src/pages/category/model/category-load.ts';
import { FavoritesPage } from '../src/pages/favorites/ui/FavoritesPage.tsx';
import { SearchWindow } from '../src/widgets/search-window/ui/SearchWindow.tsx';
import { loadCatalogTexts, NAMESPACE } from '../src/shared/i18n/index.ts';

const SETTINGS = {
  project: 'Farmacia Unică',
  pagination_option: 'load_more',
  product_display: 'list',
  default_sorting: 'price+',
  images: {
    search_not_found: '/media/illustrations/nothing.svg',
    favorite_not_found: '/media/illustrations/no-favourites.svg',
  },
} as unknown as GlobalSettings;
const MENU: Category[] = [
  { id: 37, categoryTitle: 'Vitamine', categoryUrl: 'vitamine', categoryIcon: '', subcategories: [] },
];
const LIST = { products: [], totalCount: 30, pages: 2, page: 1, filters: [], price: { min: 1, max: 9 } };

/** A Romanian page's scope whose frame the shell has read; the back end answers every listing call. */
async function pageScope() {
  const calls: ApiGet[] = [];
  const scope = fork({
    handlers: [[apiGetFx, async (_: unknown, { request }: { request: ApiGet }) => (calls.push(request), LIST)]],
  });
  await allSettled(localeChanged, { scope, params: 'ro' });
  await allSettled(siteFrameRead, { scope, params: { settings: SETTINGS, menu: MENU } });
  return { scope, calls };
}

/** Server markup of a part of the remote that needs no route (the lists' pages, the search window). */
async function render(scope: Scope, element: ReactNode) {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'ro', resources: { ro: { [NAMESPACE]: await loadCatalogTexts('ro') } } });
  return renderToString(
    <Provider value={scope}>
      <I18nextProvider i18n={i18n}>{element}</I18nextProvider>
    </Provider>,
  );
}

describe('the site frame on the bus', () => {
  it("decides a category's listing calls on the server, without asking for settings or menu again", async () => {
    const { scope, calls } = await pageScope();
    await categoryLoad({ scope, params: { '*': 'vitamine' }, search: new URLSearchParams('page=2') });
    // Load-more mode stacks pages 1..2; the shop's default sort is left to the shop's setting.
    expect(calls).toEqual([
      { path: 'general/product-filter', query: { category: 'vitamine', pagination: 24, sort: 'price+' } },
      { path: 'general/product-filter', query: { category: 'vitamine', pagination: 24, sort: 'price+', page: 2 } },
    ]);
    // The title and trail come from the bus's menu.
    expect(scope.getState($head).title).toBe('Vitamine');
    const state = serialize(scope);
    expect(JSON.stringify(state).split('Farmacia Unică')).toHaveLength(2);
    expect(state['site-frame/settings']).toEqual(SETTINGS);
    expect(
      Object.keys(state['mf-catalog/resources'] as object).every((key) => key.startsWith('/general/product-filter')),
    ).toBe(true);
  });

  it("renders the guest's empty favourites with the shop's picture from the bus", async () => {
    const { scope } = await pageScope();
    await allSettled(listsRestored, {
      scope,
      params: { favorites: [], compare: [], recent: [], favoritesSynced: false },
    });
    const html = await render(scope, <FavoritesPage />);
    expect(html).toContain('data-testid="favorites-empty"');
    expect(html).toContain('src="/media/illustrations/no-favourites.svg"');
  });

  it("shows the search window's not-found picture from the bus, over any page", async () => {
    const { scope } = await pageScope();
    // A search for "zzz" that found nothing (the window's own state lives in the browser only).
    const searched = fork({
      values: [
        [$siteSettings, scope.getState($siteSettings)],
        [$searchText, 'zzz'],
        [$query, 'zzz'],
        [$empty, true],
      ],
    });
    const html = await render(searched, <SearchWindow />);
    expect(html).toContain('data-testid="search-empty"');
    expect(html).toContain('src="/media/illustrations/nothing.svg"');
  });
});
