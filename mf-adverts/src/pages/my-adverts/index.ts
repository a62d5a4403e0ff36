// /{lang}/my-adverts: the shopper's own adverts (personal). The page and its server-only load are chunks of their own.
import { lazyComponent, lazyLoad } from '@vitrina/mf-kit/runtime';
import type { PageRoute } from '../../shared/api/page.ts';

export const myAdvertsRoute: PageRoute = {
  page: lazyComponent(() => import('./ui/MyAdvertsPage.tsx').then((m) => m.MyAdvertsPage)),
  load: lazyLoad(() => import('./model/my-adverts-load.ts').then((m) => m.myAdvertsLoad)),
};
