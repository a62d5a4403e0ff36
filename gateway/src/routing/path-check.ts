// Which page paths are worth rendering, and which may become page-cache keys. Junk (NUL bytes,
// broken encoding, absurd segments) is answered before any back-end call; only paths in their
// one canonical spelling are ever stored, so nobody can fill the cache with variants of a page.
import { SLUG_MAX_LENGTH } from '@vitrina/contract';

export type PathVerdict = 'page' | 'bad-request' | 'not-found';

const INT32_MAX = 2_147_483_647;
/** Control characters after decoding: never part of a real URL of ours. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
/** The one spelling a stored page's path may have: lower-case ASCII slugs, no encoding at all. */
const CACHEABLE = /^\/[a-z]{2}(?:\/[a-z0-9][a-z0-9._~-]*)*$/;

function decodedSegments(pathname: string): string[] | null {
  try {
    return pathname.split('/').map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

export function checkPagePath(pathname: string): PathVerdict {
  const segments = decodedSegments(pathname);
  if (!segments || segments.some((segment) => CONTROL.test(segment))) return 'bad-request';
  for (const segment of segments) {
    if (segment.length > SLUG_MAX_LENGTH) return 'not-found';
    // Every id our back end has fits a 32-bit integer; a bigger number names nothing.
    if (/^\d+$/.test(segment) && (segment.length > 10 || Number(segment) > INT32_MAX)) return 'not-found';
  }
  return 'page';
}

/** Only canonical spellings are stored; `/ro/Vitamine` or `/ro/%76itamine` render but are never kept. */
export const isCacheablePath = (pathname: string) => CACHEABLE.test(pathname);

/** The section a path belongs to, as a visitor could spell it (`/ro/%46avorites` is favorites). */
export function sectionOf(pathname: string): string {
  const raw = pathname.split('/')[2] ?? '';
  try {
    return decodeURIComponent(raw).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}
