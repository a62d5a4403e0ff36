// /{lang}/account/orders: the page is a chunk of its own; it loads nothing yet (see OrdersPage).
import { lazyComponent } from '@vitrina/mf-kit/runtime';
import type { RemoteRoute } from '@vitrina/mf-kit/runtime';
import { headLoad } from '../../shared/lib/page-head.ts';

export const ordersRoute: RemoteRoute = {
  page: lazyComponent(() => import('./ui/OrdersPage.tsx').then((m) => m.OrdersPage)),
  load: headLoad('ordersTitle'),
};
