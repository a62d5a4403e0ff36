// /{lang}/account/acts and /{lang}/account/acts/{id}: a company buyer's acts and one act to print.
// The pages and the data code only the server runs are chunks of their own.
import { lazyComponent, lazyLoad } from '@vitrina/mf-kit/runtime';
import type { RemoteRoute } from '@vitrina/mf-kit/runtime';

export const actsRoute: RemoteRoute = {
  page: lazyComponent(() => import('./ui/ActsPage.tsx').then((m) => m.ActsPage)),
  load: lazyLoad(() => import('./model/acts-load.ts').then((m) => m.actsLoad)),
};

export const actRoute: RemoteRoute = {
  page: lazyComponent(() => import('./ui/ActPage.tsx').then((m) => m.ActPage)),
  load: lazyLoad(() => import('./model/act-load.ts').then((m) => m.actLoad)),
};
