// The path and query of a request exactly as the client sent them. `new URL()` is not used on the
// raw target: it reads `//shop.example/x` as a host name, and the double-slash rule needs the path.

export interface RequestTarget {
  pathname: string;
  /** With its leading `?`, or '' when the target has no `?` at all. */
  search: string;
}

export function splitRequestTarget(rawUrl: string): RequestTarget {
  const at = rawUrl.indexOf('?');
  return at < 0 ? { pathname: rawUrl, search: '' } : { pathname: rawUrl.slice(0, at), search: rawUrl.slice(at) };
}

/**
 * The target as a back end would read it: `.` and `..` segments (also written %2e) resolved in
 * the path, so a proxy's path check cannot be walked around (`/api/../docs`); the query is kept as
 * sent. For the proxies' routes only, whose targets always start with `/<name>/`.
 */
export function resolveDotSegments(rawUrl: string): RequestTarget {
  const { pathname, search } = splitRequestTarget(rawUrl);
  return { pathname: new URL(pathname, 'http://gateway.invalid').pathname, search };
}

/** Top-level names that belong to the gateway's own routes, never to a storefront page. */
const SERVICE_PREFIXES = new Set(['api', 'admin', 'assets', 'media', 'modules', 'ws']);
/** A last segment with one of these extensions is a file a browser or a bot asked for, not a page. */
const ASSET_EXTENSION =
  /\.(?:js|mjs|css|map|json|txt|xml|ico|png|jpe?g|gif|webp|avif|svg|woff2?|ttf|eot|webmanifest)$/i;

/**
 * Paths the page renderer must never see (and the page cache never stores): the gateway's service
 * prefixes and asset-like files. They get the plain 404 instead of a locale redirect.
 */
export function isServiceOrAssetPath(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length > 0 && SERVICE_PREFIXES.has(segments[0]!.toLowerCase())) return true;
  return ASSET_EXTENSION.test(segments.at(-1) ?? '');
}
