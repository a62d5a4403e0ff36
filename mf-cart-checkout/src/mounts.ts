// The URLs this remote owns (read at build time into build.json; the gateway routes by it).
import type { RemoteMounts } from '@vitrina/mf-kit';

// Checkout's own pages arrive with the checkout; until then /checkout is nobody's.
export const mounts = {
  prefixes: ['cart'],
  personal: ['cart'],
} satisfies RemoteMounts;
