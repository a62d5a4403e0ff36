// /product/{slug}. The page and the data code only the server runs are chunks of their own.
import { lazyComponent, lazyLoad } from '@vitrina/mf-kit/runtime';
import type { PageRoute } from '../../shared/api/page.ts';

export const productRoute: PageRoute = {
  page: lazyComponent(() => import('./ui/ProductPage.tsx').then((m) => m.ProductPage)),
  load: lazyLoad(() => import('./model/product-load.ts').then((m) => m.productLoad)),
};
