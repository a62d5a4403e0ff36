// /{lang}/adverts: the public list. The page and the data code only the server runs are chunks of their own.
import { lazyComponent, lazyLoad } from '@vitrina/mf-kit/runtime';
import type { PageRoute } from '../../shared/api/page.ts';

export const listRoute: PageRoute = {
  page: lazyComponent(() => import('./ui/ListPage.tsx').then((m) => m.ListPage)),
  load: lazyLoad(() => import('./model/list-load.ts').then((m) => m.listLoad)),
};
