// The URLs this remote owns (read at build time into build.json; the gateway routes by it).
import type { RemoteMounts } from '@vitrina/mf-kit';

// Checkout's own pages arrive with the checkout; until then /checkout is nobody's. The quote list
// is the shopper's own (browser storage), so like the cart it is never cached.
export const mounts = {
  prefixes: ['cart', 'quote'],
  personal: ['cart', 'quote'],
} satisfies RemoteMounts;
