import type { RemoteRoute } from '@vitrina/mf-kit/runtime';
import { BrandPage } from '../brands/BrandPage.tsx';
import { BrandsPage } from '../brands/BrandsPage.tsx';
import { brandLoad, brandsSpec } from '../brands/brands-spec.ts';
import { ComparePage } from '../lists/ComparePage.tsx';
import { FavoritesPage } from '../lists/FavoritesPage.tsx';
import { MenuCalculatorPage } from '../meal-plan/MenuCalculatorPage.tsx';
import { menuLoad } from '../meal-plan/menu-load.ts';
import { SearchPage } from '../search/SearchPage.tsx';
import { searchPageSpec } from '../search/search-spec.ts';
import { pageLoad } from '../../shared/page.ts';

/**
 * Routes of the catalogue's second half (search results, brands, favourites, compare, meal-plan),
 * kept apart from the page routes so the two halves can grow independently. routes.tsx spreads
 * them before its catch-all category route. Favourites and compare have no `load`: the lists are
 * in the guest's browser, so the server renders the frame and the browser fills it.
 */
export const extraRoutes: RemoteRoute[] = [
  { path: 'search', element: <SearchPage />, load: pageLoad(searchPageSpec) },
  { path: 'brands', element: <BrandsPage />, load: pageLoad(brandsSpec) },
  { path: 'brands/:slug', element: <BrandPage />, load: brandLoad },
  { path: 'favorites', element: <FavoritesPage /> },
  { path: 'compare', element: <ComparePage /> },
  { path: 'menu-calculator', element: <MenuCalculatorPage />, load: menuLoad },
];
