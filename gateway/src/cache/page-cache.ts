// The server page cache: one rendered HTML page per (site, locale, currency, pin set, path).
// Two stores implement it: memory (default, one process) and Redis (REDIS_URL, shared by nodes).

export interface PageCacheKey {
  brand: string;
  locale: string;
  currency: string;
  /** pins.id: a pin change gives new keys, so a page never names module versions no longer pinned. */
  pinSet: string;
  /** The full path, locale prefix included (`/ro/articles/x`). */
  path: string;
}

/**
 * A page as stored. Kept past its freshness (`freshUntil`) for the stale window: an expired copy
 * is served only when rendering the page again fails (stale-on-error).
 */
export interface StoredPage {
  /** The page, gzip-compressed: a hit is written to the socket as it is, with no encoding step. */
  body: Buffer;
  /** Epoch milliseconds after which the copy is stale. */
  freshUntil: number;
  /** The CSP nonce the page's inline scripts carry; the header sent with the page must name it. */
  nonce?: string;
}

/** No field: everything. A brand, a path prefix, or both narrow it. */
export interface PurgeFilter {
  brand?: string;
  pathPrefix?: string;
}

export interface PageCache {
  get(key: PageCacheKey): Promise<StoredPage | null>;
  /**
   * Keeps the page `keepSeconds` in all (its fresh time plus the stale window), then drops it;
   * indexed under its cache tags (cache-tags.ts), if it has any.
   */
  set(key: PageCacheKey, page: StoredPage, keepSeconds: number, tags?: readonly string[]): Promise<void>;
  /** Removes the matching entries; answers how many there were. */
  purge(filter: PurgeFilter): Promise<number>;
  /**
   * Makes every page carrying one of the tags (`all`: every page) stale at once: the next request
   * renders it again, and the copy stays only to stand in while that fails (stale-on-error).
   * Answers how many pages it marked.
   */
  purgeTags(tags: readonly string[]): Promise<number>;
  /** Waits at most `timeoutMs` for the store to accept commands; false if it did not. */
  ready(timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

/** Brand, locale, currency and pin set never hold `:`; the path comes last, so it may. */
export function encodeKey(key: PageCacheKey): string {
  return [key.brand, key.locale, key.currency, key.pinSet, key.path].join(':');
}

export function decodeKey(encoded: string): PageCacheKey | null {
  const parts = encoded.split(':');
  if (parts.length < 5) return null;
  const [brand, locale, currency, pinSet] = parts as [string, string, string, string];
  return { brand, locale, currency, pinSet, path: parts.slice(4).join(':') };
}

export function matchesPurge(key: PageCacheKey, filter: PurgeFilter): boolean {
  if (filter.brand !== undefined && key.brand !== filter.brand) return false;
  return filter.pathPrefix === undefined || key.path.startsWith(filter.pathPrefix);
}
