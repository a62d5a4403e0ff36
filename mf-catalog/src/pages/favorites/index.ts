// /favorites: the list lives in the guest's browser, so the server's `load` sets only the page's head;
// the page is a chunk of its own.
import { lazyComponent } from '@vitrina/mf-kit/runtime';
import { listHeadSpec } from '../../features/lists/index.ts';
import { pageLoad } from '../../shared/api/page.ts';
import type { PageRoute } from '../../shared/api/page.ts';

export const favoritesRoute: PageRoute = {
  page: lazyComponent(() => import('./ui/FavoritesPage.tsx').then((m) => m.FavoritesPage)),
  load: pageLoad(listHeadSpec('favoritesTitle')),
};
