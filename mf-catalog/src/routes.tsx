import { Outlet } from '@vitrina/router';
import type { RemoteRoute } from '@vitrina/mf-kit/runtime';
import { brandRoute } from './pages/brand/index.ts';
import { brandsRoute } from './pages/brands/index.ts';
import { categoryRoute } from './pages/category/index.ts';
import { compareRoute } from './pages/compare/index.ts';
import { favoritesRoute } from './pages/favorites/index.ts';
import { homeRoute } from './pages/home/index.ts';
import { menuCalculatorRoute } from './pages/menu-calculator/index.ts';
import { productRoute } from './pages/product/index.ts';
import { searchRoute } from './pages/search/index.ts';
import { CatalogFrame } from './shared/ui/CatalogFrame.tsx';

// Each page, and the data code only the server runs for it, is a chunk of its own (see each
// page's index.ts): a shopper's first page fetches that page's code only. Favourites and compare
// load no data: the lists are in the guest's browser, so the server renders the frame with the
// page's head and the browser fills it.
const pages: RemoteRoute[] = [
  { index: true, ...homeRoute },
  { path: 'product/:slug', ...productRoute },
  { path: 'search', ...searchRoute },
  { path: 'brands', ...brandsRoute },
  { path: 'brands/:slug', ...brandRoute },
  { path: 'favorites', ...favoritesRoute },
  { path: 'compare', ...compareRoute },
  { path: 'menu-calculator', ...menuCalculatorRoute },
  // Everything else the shell gives this remote is a category or subcategory url.
  { path: '*', ...categoryRoute },
];

/** The remote's routes, relative to the locale prefix, in its one frame. */
export const routes: RemoteRoute[] = [
  {
    element: (
      <CatalogFrame>
        <Outlet />
      </CatalogFrame>
    ),
    children: pages,
  },
];
