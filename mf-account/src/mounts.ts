// The URLs this remote owns (read at build time into build.json; the gateway routes by it).
import type { RemoteMounts } from '@vitrina/mf-kit';

export const mounts = {
  prefixes: ['account'],
  personal: ['account'],
} satisfies RemoteMounts;
