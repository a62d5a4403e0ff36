// Category and subcategory listings (every url no other route takes). The page and the data code
// only the server runs are chunks of their own.
import { lazyComponent, lazyLoad } from '@vitrina/mf-kit/runtime';
import type { PageRoute } from '../../shared/api/page.ts';

export const categoryRoute: PageRoute = {
  page: lazyComponent(() => import('./ui/CategoryPage.tsx').then((m) => m.CategoryPage)),
  load: lazyLoad(() => import('./model/category-load.ts').then((m) => m.categoryLoad)),
};
