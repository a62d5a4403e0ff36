// /{lang}/account/orders/{id}: the page and the data code only the server runs are chunks of their own.
import { lazyComponent, lazyLoad } from '@vitrina/mf-kit/runtime';
import type { RemoteRoute } from '@vitrina/mf-kit/runtime';

export const orderDetailRoute: RemoteRoute = {
  page: lazyComponent(() => import('./ui/OrderDetailPage.tsx').then((m) => m.OrderDetailPage)),
  load: lazyLoad(() => import('./model/order-detail-load.ts').then((m) => m.orderDetailLoad)),
};
