// The URLs this remote owns (read at build time into build.json; the gateway routes by it).
// Besides these, every path no other remote claims: home, category and subcategory urls.
import type { RemoteMounts } from '@vitrina/mf-kit';

export const mounts = {
  prefixes: ['product', 'search', 'brands', 'favorites', 'compare', 'menu-calculator'],
  // The guest's lists live in their browser: a page of them is theirs alone.
  personal: ['favorites', 'compare'],
  catchAll: true,
} satisfies RemoteMounts;
