import { allSettled } from 'effector';
import { lazyComponent, lazyLoad } from '@vitrina/mf-kit/runtime';
import type { RemoteRoute } from '@vitrina/mf-kit/runtime';
import { extraRoutes } from './features/catalog-extras/routes.tsx';
import { CategoryList } from './pages/catalog/CategoryList.tsx';
import { menuRequested } from './pages/catalog/model.ts';
import { Frame } from './shared/ui/Frame.tsx';

const loadMenu: RemoteRoute['load'] = ({ scope }) => allSettled(menuRequested, { scope });

const pages: RemoteRoute[] = [
  // Each page, and the data code only the server runs for it, is a chunk of its own: a shopper's
  // first page fetches that page's code only.
  {
    index: true,
    page: lazyComponent(() => import('./pages/home/HomePage.tsx').then((m) => m.HomePage)),
    load: lazyLoad(() => import('./pages/home/home-spec.ts').then((m) => m.homeLoad)),
  },
  { path: 'catalog', element: <CategoryList heading="categories" />, load: loadMenu },
  {
    path: 'product/:slug',
    page: lazyComponent(() => import('./pages/product/ProductPage.tsx').then((m) => m.ProductPage)),
    load: lazyLoad(() => import('./pages/product/product-spec.ts').then((m) => m.productLoad)),
  },
  ...extraRoutes,
  // Everything else the shell gives this remote is a category or subcategory url.
  {
    path: '*',
    page: lazyComponent(() => import('./pages/category/CategoryPage.tsx').then((m) => m.CategoryPage)),
    load: lazyLoad(() => import('./pages/category/category-spec.ts').then((m) => m.categoryLoad)),
  },
];

/** The remote's routes, relative to the locale prefix, in one frame. */
export const routes: RemoteRoute[] = [{ element: <Frame />, children: pages }];
