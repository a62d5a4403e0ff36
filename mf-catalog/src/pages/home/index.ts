// The home page. The page and the data code only the server runs are chunks of their own.
import { lazyComponent, lazyLoad } from '@vitrina/mf-kit/runtime';
import type { PageRoute } from '../../shared/api/page.ts';

export const homeRoute: PageRoute = {
  page: lazyComponent(() => import('./ui/HomePage.tsx').then((m) => m.HomePage)),
  load: lazyLoad(() => import('./model/home-load.ts').then((m) => m.homeLoad)),
};
