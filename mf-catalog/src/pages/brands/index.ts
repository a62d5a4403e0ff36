// /brands. The page and the data code only the server runs are chunks of their own.
import { lazyComponent, lazyLoad } from '@vitrina/mf-kit/runtime';
import { pageLoad } from '../../shared/api/page.ts';
import type { PageRoute } from '../../shared/api/page.ts';

export const brandsRoute: PageRoute = {
  page: lazyComponent(() => import('./ui/BrandsPage.tsx').then((m) => m.BrandsPage)),
  load: lazyLoad(() => import('./model/brands-spec.ts').then((m) => pageLoad(m.brandsSpec))),
};
