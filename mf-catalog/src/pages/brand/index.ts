// /brands/{slug}. The page and the data code only the server runs are chunks of their own.
import { lazyComponent, lazyLoad } from '@vitrina/mf-kit/runtime';
import type { PageRoute } from '../../shared/api/page.ts';

export const brandRoute: PageRoute = {
  page: lazyComponent(() => import('./ui/BrandPage.tsx').then((m) => m.BrandPage)),
  load: lazyLoad(() => import('./model/brand-load.ts').then((m) => m.brandLoad)),
};
