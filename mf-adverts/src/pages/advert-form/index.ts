// /{lang}/my-adverts/new and /{lang}/my-adverts/{slug}/edit: the advert form (personal pages). The
// pages and their server-only loads are chunks of their own.
import { lazyComponent, lazyLoad } from '@vitrina/mf-kit/runtime';
import type { PageRoute } from '../../shared/api/page.ts';

export const newAdvertRoute: PageRoute = {
  page: lazyComponent(() => import('./ui/NewAdvertPage.tsx').then((m) => m.NewAdvertPage)),
  load: lazyLoad(() => import('./model/form-load.ts').then((m) => m.newAdvertLoad)),
};

export const editAdvertRoute: PageRoute = {
  page: lazyComponent(() => import('./ui/EditAdvertPage.tsx').then((m) => m.EditAdvertPage)),
  load: lazyLoad(() => import('./model/form-load.ts').then((m) => m.editAdvertLoad)),
};
