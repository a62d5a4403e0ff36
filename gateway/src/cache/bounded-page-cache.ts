// What pages use: the store behind a time bound (spec: cache store timeout 2000 ms, then normal
// rendering) and a circuit breaker. A store error or a slow answer is a lookup that found
// nothing usable; it is logged once per outage and the page renders as if there were no cache.
import { withTimeout } from '../render/with-timeout.ts';
import type { OutageLog } from './outage-log.ts';
import type { PageCache, PageCacheKey, PurgeFilter, StoredPage } from './page-cache.ts';
import type { StoreBreaker } from './store-breaker.ts';

export type CacheLookup =
  | { state: 'hit'; page: StoredPage }
  /** Past its fresh time: render again, and serve this copy only if that fails. */
  | { state: 'stale'; page: StoredPage }
  | { state: 'miss' }
  | { state: 'unavailable' };

export interface BoundedPageCacheOptions {
  timeoutMs: number;
  ttlSeconds: number;
  /** How long a copy is kept after its fresh time, for stale-on-error. */
  staleSeconds: number;
  outage: OutageLog;
  breaker: StoreBreaker;
  now?: () => number;
}

export class BoundedPageCache {
  private readonly now: () => number;

  constructor(
    readonly store: PageCache,
    private readonly options: BoundedPageCacheOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  async lookup(key: PageCacheKey): Promise<CacheLookup> {
    const page = await this.guarded(() => this.store.get(key), 'page cache read');
    if (page === undefined) return { state: 'unavailable' };
    // A copy stored without a CSP nonce (by an older gateway) would have its scripts blocked.
    if (page === null || !page.nonce) return { state: 'miss' };
    return page.freshUntil > this.now() ? { state: 'hit', page } : { state: 'stale', page };
  }

  /** Awaited by the page so the next request finds it, yet never longer than the time bound. */
  async save(key: PageCacheKey, body: Buffer, nonce?: string): Promise<void> {
    const page: StoredPage = {
      body,
      freshUntil: this.now() + this.options.ttlSeconds * 1000,
      ...(nonce ? { nonce } : {}),
    };
    const keep = this.options.ttlSeconds + this.options.staleSeconds;
    await this.guarded(() => this.store.set(key, page, keep), 'page cache write');
  }

  /** Not time-bound: an operator's purge may walk many keys, and must report a failure. */
  purge(filter: PurgeFilter): Promise<number> {
    return this.store.purge(filter);
  }

  /** The store's answer, or undefined when it failed, was too slow, or the breaker is open. */
  private async guarded<T>(work: () => Promise<T>, what: string): Promise<T | undefined> {
    const { breaker, outage, timeoutMs } = this.options;
    if (!breaker.allows()) return undefined;
    try {
      const result = await withTimeout(work(), timeoutMs, what);
      breaker.succeeded();
      outage.recovered();
      return result;
    } catch (error) {
      breaker.failed();
      outage.failed(error);
      return undefined;
    }
  }
}
