import { lazyComponent, lazyLoad } from '@vitrina/mf-kit/runtime';
import type { RemoteRoute } from '@vitrina/mf-kit/runtime';
import { pageLoad } from '../../shared/page.ts';

/**
 * Routes of the catalogue's second half (search results, brands, favourites, compare, meal-plan),
 * kept apart from the page routes so the two halves can grow independently. routes.tsx spreads
 * them before its catch-all category route. Favourites and compare have no `load`: the lists are
 * in the guest's browser, so the server renders the frame and the browser fills it.
 */
export const extraRoutes: RemoteRoute[] = [
  {
    path: 'search',
    page: lazyComponent(() => import('../search/SearchPage.tsx').then((m) => m.SearchPage)),
    load: lazyLoad(() => import('../search/search-spec.ts').then((m) => pageLoad(m.searchPageSpec))),
  },
  {
    path: 'brands',
    page: lazyComponent(() => import('../brands/BrandsPage.tsx').then((m) => m.BrandsPage)),
    load: lazyLoad(() => import('../brands/brands-spec.ts').then((m) => pageLoad(m.brandsSpec))),
  },
  {
    path: 'brands/:slug',
    page: lazyComponent(() => import('../brands/BrandPage.tsx').then((m) => m.BrandPage)),
    load: lazyLoad(() => import('../brands/brands-spec.ts').then((m) => m.brandLoad)),
  },
  { path: 'favorites', page: lazyComponent(() => import('../lists/FavoritesPage.tsx').then((m) => m.FavoritesPage)) },
  { path: 'compare', page: lazyComponent(() => import('../lists/ComparePage.tsx').then((m) => m.ComparePage)) },
  {
    path: 'menu-calculator',
    page: lazyComponent(() => import('../meal-plan/MenuCalculatorPage.tsx').then((m) => m.MenuCalculatorPage)),
    load: lazyLoad(() => import('../meal-plan/menu-load.ts').then((m) => m.menuLoad)),
  },
];
