/**
 * Where the browser, and a crawler, finds a file the back end names. The gateway serves the back
 * end's `/media/...` at that same path, outside `/api/` (which robots.txt closes), so the product
 * pictures and logos pages and JSON-LD name stay crawlable: the path is used as it is. The one place
 * to change should pictures move to an origin of their own (a CDN).
 */
export function mediaUrl(path: string): string {
  return path;
}
