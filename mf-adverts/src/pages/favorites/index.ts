// /{lang}/my-adverts/favorites: the shopper's favourite adverts (personal). Page and load are chunks of their own.
import { lazyComponent, lazyLoad } from '@vitrina/mf-kit/runtime';
import type { PageRoute } from '../../shared/api/page.ts';

export const favoritesRoute: PageRoute = {
  page: lazyComponent(() => import('./ui/FavoritesPage.tsx').then((m) => m.FavoritesPage)),
  load: lazyLoad(() => import('./model/favorites-load.ts').then((m) => m.favoritesLoad)),
};
