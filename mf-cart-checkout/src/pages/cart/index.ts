// /{lang}/cart: the page and the data code only the server runs are chunks of their own.
import { lazyComponent, lazyLoad } from '@vitrina/mf-kit/runtime';
import type { RemoteRoute } from '@vitrina/mf-kit/runtime';

export const cartRoute: RemoteRoute = {
  page: lazyComponent(() => import('./ui/CartPage.tsx').then((m) => m.CartPage)),
  load: lazyLoad(() => import('./model/cart-load.ts').then((m) => m.cartLoad)),
};
