// /{lang}/cart/checkout: the page and the data code only the server runs are chunks of their own.
import { lazyComponent, lazyLoad } from '@vitrina/mf-kit/runtime';
import type { RemoteRoute } from '@vitrina/mf-kit/runtime';

export const checkoutRoute: RemoteRoute = {
  page: lazyComponent(() => import('./ui/CheckoutPage.tsx').then((m) => m.CheckoutPage)),
  load: lazyLoad(() => import('./model/checkout-load.ts').then((m) => m.checkoutLoad)),
};
