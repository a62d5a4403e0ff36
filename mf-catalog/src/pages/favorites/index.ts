// /favorites: no server `load` (the list lives in the guest's browser); the page is a chunk of its own.
import { lazyComponent } from '@vitrina/mf-kit/runtime';
import type { PageRoute } from '../../shared/api/page.ts';

export const favoritesRoute: PageRoute = {
  page: lazyComponent(() => import('./ui/FavoritesPage.tsx').then((m) => m.FavoritesPage)),
};
