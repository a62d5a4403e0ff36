// How a /media answer may be kept and revalidated: its ETag and Last-Modified, the conditional GET
// that answers 304, and the Cache-Control of a URL whose content can change.
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import fresh from 'fresh';
import { LRUCache } from 'lru-cache';

/**
 * A day, then ask again. No media URL is content-hashed: a logo is drawn from the shop's name and
 * colour, which its settings change, and every picture from code that a release changes. So none
 * is `immutable`; a revalidation costs a 304 without the picture.
 */
export const MEDIA_CACHE_CONTROL = 'public, max-age=86400, must-revalidate';

/** A strong validator: a hash of the exact bytes sent. */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

/**
 * Last-Modified for drawn pictures: when this process first drew these exact bytes (keyed by
 * ETag). Nothing records when a shop renamed itself, but a picture's bytes cannot have changed
 * since this process first drew them: a client holding older bytes holds an older date and gets
 * them again. A date forgotten (the bound) comes back later, which only costs a full answer.
 */
export function firstDrawnClock(now: () => number = Date.now, max = 10_000) {
  const seen = new LRUCache<string, Date>({ max });
  return (etag: string): Date => {
    let date = seen.get(etag);
    if (!date) {
      // HTTP dates have whole seconds: keep the date the header will say.
      date = new Date(Math.floor(now() / 1000) * 1000);
      seen.set(etag, date);
    }
    return date;
  };
}

export interface Validators {
  etag: string;
  lastModified: Date;
}

/** If-None-Match and If-Modified-Since (ignored when If-None-Match is there, RFC 9110) against the answer's validators. */
export function notModified(requestHeaders: IncomingHttpHeaders, validators: Validators): boolean {
  return fresh(requestHeaders, { etag: validators.etag, 'last-modified': validators.lastModified.toUTCString() });
}
