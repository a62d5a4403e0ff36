/**
 * Where the browser finds a file the back end names: the back end serves pictures at `/media/...`
 * and the browser reaches it only through the gateway's same-origin `/api` proxy.
 */
export function mediaUrl(path: string): string {
  return path.startsWith('/media/') ? `/api${path}` : path;
}
