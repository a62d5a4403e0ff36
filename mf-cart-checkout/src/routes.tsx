import type { RemoteRoute } from '@vitrina/mf-kit/runtime';
// The quote cart takes "Request a quote" presses on every page the remote is on, not only on
// /quote: its intake is wired when the remote loads.
import './features/add-to-quote/index.ts';
import { cartRoute } from './pages/cart/index.ts';
import { checkoutRoute } from './pages/checkout/index.ts';
import { orderSuccessRoute } from './pages/order-success/index.ts';
import { paymentStatusRoute } from './pages/payment-status/index.ts';
import { quoteRoute } from './pages/quote/index.ts';
import { CartFrame } from './shared/ui/CartFrame.tsx';

/** The remote's routes, relative to the locale prefix, in its one frame. */
export const routes: RemoteRoute[] = [
  {
    element: <CartFrame />,
    children: [
      { path: 'cart', ...cartRoute },
      { path: 'cart/checkout', ...checkoutRoute },
      { path: 'cart/success', ...orderSuccessRoute },
      { path: 'cart/payment/:orderId', ...paymentStatusRoute },
      { path: 'quote', ...quoteRoute },
    ],
  },
];
