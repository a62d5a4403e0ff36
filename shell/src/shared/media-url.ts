export { mediaUrl } from '@vitrina/mf-kit/media-url';

/** A URL on the shop's own origin (a path, not `//host/...` and not `https://...`). */
export function isLocalUrl(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}
