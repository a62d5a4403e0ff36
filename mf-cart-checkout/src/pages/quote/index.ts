// /{lang}/quote: the quote cart's page. The page and its server code are chunks of their own.
import { lazyComponent, lazyLoad } from '@vitrina/mf-kit/runtime';
import type { RemoteRoute } from '@vitrina/mf-kit/runtime';

export const quoteRoute: RemoteRoute = {
  page: lazyComponent(() => import('./ui/QuotePage.tsx').then((m) => m.QuotePage)),
  load: lazyLoad(() => import('./model/quote-load.ts').then((m) => m.quoteLoad)),
};
