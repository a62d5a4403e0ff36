// /{lang}/cart/success?order=<id>: the page after an order that needs no payment link (spec).
import { lazyComponent, lazyLoad } from '@vitrina/mf-kit/runtime';
import type { RemoteRoute } from '@vitrina/mf-kit/runtime';

export const orderSuccessRoute: RemoteRoute = {
  page: lazyComponent(() => import('./ui/OrderSuccessPage.tsx').then((m) => m.OrderSuccessPage)),
  load: lazyLoad(() => import('./model/success-load.ts').then((m) => m.successLoad)),
};
