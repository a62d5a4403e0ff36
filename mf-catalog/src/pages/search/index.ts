// /search?query=. The page and the data code only the server runs are chunks of their own.
import { lazyComponent, lazyLoad } from '@vitrina/mf-kit/runtime';
import { pageLoad } from '../../shared/api/page.ts';
import type { PageRoute } from '../../shared/api/page.ts';

export const searchRoute: PageRoute = {
  page: lazyComponent(() => import('./ui/SearchPage.tsx').then((m) => m.SearchPage)),
  load: lazyLoad(() => import('./model/search-spec.ts').then((m) => pageLoad(m.searchPageSpec))),
};
