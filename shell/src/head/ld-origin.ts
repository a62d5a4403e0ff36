// The pages' JSON-LD made absolute on the shop's public origin: one rule for the server's <head>
// and the browser's after client navigation (kept apart from json-ld.ts, which only the server
// needs, so the browser loads no more than this).

/** A path on the shop (`/ro/x`, not `//host/x`) on `origin`; anything else as it is. */
export const absolute = (origin: string, path: string) =>
  path.startsWith('/') && !path.startsWith('//') ? `${origin}${path}` : path;

/**
 * schema.org properties whose values are URLs. Remotes write them as paths on the shop (a remote
 * never knows the origin); the head makes them absolute on the public origin, as crawlers need.
 */
const URL_PROPERTIES = new Set([
  '@id',
  'url',
  'item',
  'image',
  'logo',
  'contentUrl',
  'thumbnailUrl',
  'embedUrl',
  'urlTemplate',
  'sameAs',
  'mainEntityOfPage',
]);

/**
 * A page's JSON-LD object as JSON, every same-shop path in a URL property (or in a list under
 * one) made absolute on `origin`; other values as they were. JSON.stringify walks the object and
 * hands each value over with its property's name, so no walk of our own is needed.
 */
export function ldJson(object: Record<string, unknown>, origin: string): string {
  const onShop = (value: unknown) => (typeof value === 'string' ? absolute(origin, value) : value);
  return JSON.stringify(object, (key, value: unknown) =>
    URL_PROPERTIES.has(key) ? (Array.isArray(value) ? value.map(onShop) : onShop(value)) : value,
  );
}

/** The object itself with its URLs made absolute (ldJson's rule), for the server's head. */
export const onOrigin = (object: Record<string, unknown>, origin: string) =>
  JSON.parse(ldJson(object, origin)) as Record<string, unknown>;

/**
 * The marker of the page's own JSON-LD scripts (not the shop's Organization and WebSite): the
 * browser replaces exactly these when the shopper moves to another page (use-head-sync.ts).
 */
export const PAGE_LD_ATTRIBUTE = 'data-page-ld';
