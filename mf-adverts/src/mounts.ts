// The URLs this remote owns (read at build time into build.json; the gateway routes by it). The gateway
// reads a personal section by its first segment, so the public pages (the list and each advert: cached,
// crawled, in the sitemap) and the shopper's own (my adverts, the form, favourites: never cached,
// closed to crawlers) live under two. shared/lib/paths.ts builds the links to both.
import type { RemoteMounts } from '@vitrina/mf-kit';

export const mounts = {
  prefixes: ['adverts', 'my-adverts'],
  personal: ['my-adverts'],
} satisfies RemoteMounts;
