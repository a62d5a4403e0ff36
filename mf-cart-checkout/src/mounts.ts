// The URLs this remote owns (read at build time into build.json; the gateway routes by it).
import type { RemoteMounts } from '@vitrina/mf-kit';

// The checkout and the pages after an order live under the cart's prefix (/cart/checkout,
// /cart/success, /cart/payment/{id}), so /checkout is nobody's. Both prefixes are the shopper's own
// (the cart, the order being made, the quote list in browser storage), so they are never cached.
export const mounts = {
  prefixes: ['cart', 'quote'],
  personal: ['cart', 'quote'],
} satisfies RemoteMounts;
