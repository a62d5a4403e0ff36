import type { RemoteRoute } from '@vitrina/mf-kit/runtime';
import { CartPage } from './CartPage.tsx';

/** The remote's routes, relative to the locale prefix. */
export const routes: RemoteRoute[] = [{ path: 'cart', element: <CartPage /> }];
