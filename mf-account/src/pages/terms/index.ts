// /{lang}/account/terms: the page and the data code only the server runs are chunks of their own.
import { lazyComponent, lazyLoad } from '@vitrina/mf-kit/runtime';
import type { RemoteRoute } from '@vitrina/mf-kit/runtime';

export const termsRoute: RemoteRoute = {
  page: lazyComponent(() => import('./ui/TermsPage.tsx').then((m) => m.TermsPage)),
  load: lazyLoad(() => import('./model/terms-load.ts').then((m) => m.termsLoad)),
};
