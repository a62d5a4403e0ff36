// Headers of the back end's answers that tell a server-side caller (the gateway) what it may keep.
// One home for their names: the API sets them, the gateway reads them.

/** What the answer shows, as cache tags (comma-separated): `site:3,product:12`. */
export const CACHE_TAG_HEADER = 'cache-tag';

/**
 * `shop` on an answer that is the same for every visitor of the shop in that language, for that
 * URL (it reads no session, cart or guest): the gateway shares one copy between all its pages, as
 * it does the frame's settings and menu, until a change names one of its tags.
 */
export const CACHE_SCOPE_HEADER = 'cache-scope';
export const SHOP_SCOPE = 'shop';
