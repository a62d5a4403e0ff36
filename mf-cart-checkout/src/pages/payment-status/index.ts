// /{lang}/cart/payment/:orderId: where the payment provider sends the shopper back (the order's
// returnUrl); the page asks the shop until the payment is settled.
import { lazyComponent, lazyLoad } from '@vitrina/mf-kit/runtime';
import type { RemoteRoute } from '@vitrina/mf-kit/runtime';

export const paymentStatusRoute: RemoteRoute = {
  page: lazyComponent(() => import('./ui/PaymentStatusPage.tsx').then((m) => m.PaymentStatusPage)),
  load: lazyLoad(() => import('./model/payment-load.ts').then((m) => m.paymentLoad)),
};
