/**
 * Where the browser finds a file the back end names. The back end serves its pictures at
 * `/media/...`, and the browser reaches the back end only through the gateway's same-origin
 * `/api` proxy, so those become `/api/media/...`. Other paths and absolute URLs are left as they are.
 */
export function mediaUrl(path: string): string {
  if (path.startsWith('/media/')) return `/api${path}`;
  return path;
}

/** A URL on the shop's own origin (a path, not `//host/...` and not `https://...`). */
export function isLocalUrl(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}
