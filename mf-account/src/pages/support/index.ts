// /{lang}/account/support: the page and the data code only the server runs are chunks of their own.
import { lazyComponent, lazyLoad } from '@vitrina/mf-kit/runtime';
import type { RemoteRoute } from '@vitrina/mf-kit/runtime';

export const supportRoute: RemoteRoute = {
  page: lazyComponent(() => import('./ui/SupportPage.tsx').then((m) => m.SupportPage)),
  load: lazyLoad(() => import('./model/support-load.ts').then((m) => m.supportLoad)),
};
