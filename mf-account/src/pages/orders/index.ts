// /{lang}/account/orders: the page and the data code only the server runs are chunks of their own.
import { lazyComponent, lazyLoad } from '@vitrina/mf-kit/runtime';
import type { RemoteRoute } from '@vitrina/mf-kit/runtime';

export const ordersRoute: RemoteRoute = {
  page: lazyComponent(() => import('./ui/OrdersPage.tsx').then((m) => m.OrdersPage)),
  load: lazyLoad(() => import('./model/orders-load.ts').then((m) => m.ordersLoad)),
};
