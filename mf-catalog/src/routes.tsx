import { allSettled } from 'effector';
import type { RemoteRoute } from '@vitrina/mf-kit/runtime';
import { extraRoutes } from './features/catalog-extras/routes.tsx';
import { CategoryList } from './pages/catalog/CategoryList.tsx';
import { menuRequested } from './pages/catalog/model.ts';
import { categoryLoad } from './pages/category/category-spec.ts';
import { CategoryPage } from './pages/category/CategoryPage.tsx';
import { homeLoad } from './pages/home/home-spec.ts';
import { HomePage } from './pages/home/HomePage.tsx';
import { productLoad } from './pages/product/product-spec.ts';
import { ProductPage } from './pages/product/ProductPage.tsx';
import { Frame } from './shared/ui/Frame.tsx';

const loadMenu: RemoteRoute['load'] = ({ scope }) => allSettled(menuRequested, { scope });

const pages: RemoteRoute[] = [
  { index: true, element: <HomePage />, load: homeLoad },
  { path: 'catalog', element: <CategoryList heading="categories" />, load: loadMenu },
  { path: 'product/:slug', element: <ProductPage />, load: productLoad },
  ...extraRoutes,
  // Everything else the shell gives this remote is a category or subcategory url.
  { path: '*', element: <CategoryPage />, load: categoryLoad },
];

/** The remote's routes, relative to the locale prefix, in one frame. */
export const routes: RemoteRoute[] = [{ element: <Frame />, children: pages }];
