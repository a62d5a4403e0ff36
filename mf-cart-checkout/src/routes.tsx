import type { RemoteRoute } from '@vitrina/mf-kit/runtime';
import { cartRoute } from './pages/cart/index.ts';
import { CartFrame } from './shared/ui/CartFrame.tsx';

/** The remote's routes, relative to the locale prefix, in its one frame. Checkout's arrive with it. */
export const routes: RemoteRoute[] = [{ element: <CartFrame />, children: [{ path: 'cart', ...cartRoute }] }];
