// The URLs this remote owns (read at build time into build.json; the gateway routes by it). Every
// one is personal: a signed-in shopper's page or a one-time link, never stored in the page cache.
import type { RemoteMounts } from '@vitrina/mf-kit';

const OWNED = ['cabinet', 'account', 'activate', 'password', 'registration', 'social', 'delete-account'];

export const mounts = {
  prefixes: OWNED,
  personal: OWNED,
} satisfies RemoteMounts;
