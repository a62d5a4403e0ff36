// What pages use: the store behind a time bound (spec: cache store timeout 2000 ms, then normal
// rendering). A store error or a slow answer is a lookup that found nothing usable; it is logged
// once per outage and the page renders as if there were no cache.
import { withTimeout } from '../render/with-timeout.ts';
import type { OutageLog } from './outage-log.ts';
import type { PageCache, PageCacheKey, PurgeFilter } from './page-cache.ts';

export type CacheLookup = { state: 'hit'; html: Buffer } | { state: 'miss' } | { state: 'unavailable' };

export interface BoundedPageCacheOptions {
  timeoutMs: number;
  ttlSeconds: number;
  outage: OutageLog;
}

export class BoundedPageCache {
  constructor(
    readonly store: PageCache,
    private readonly options: BoundedPageCacheOptions,
  ) {}

  async lookup(key: PageCacheKey): Promise<CacheLookup> {
    try {
      const html = await withTimeout(this.store.get(key), this.options.timeoutMs, 'page cache read');
      this.options.outage.recovered();
      return html === null ? { state: 'miss' } : { state: 'hit', html };
    } catch (error) {
      this.options.outage.failed(error);
      return { state: 'unavailable' };
    }
  }

  /** Awaited by the page so the next request finds it, yet never longer than the time bound. */
  async save(key: PageCacheKey, html: Buffer): Promise<void> {
    try {
      await withTimeout(this.store.set(key, html, this.options.ttlSeconds), this.options.timeoutMs, 'page cache write');
    } catch (error) {
      this.options.outage.failed(error);
    }
  }

  /** Not time-bound: an operator's purge may walk many keys, and must report a failure. */
  purge(filter: PurgeFilter): Promise<number> {
    return this.store.purge(filter);
  }
}
