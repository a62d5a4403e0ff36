// What pages use: the store behind a time bound (spec: cache store timeout 2000 ms, then normal
// rendering) and a circuit breaker. A store error or a slow answer is a lookup that found
// nothing usable; it is logged once per outage and the page renders as if there were no cache.
// A page is kept long only when a change can purge it: the gateway hears the back end's changes
// and every answer the page used was tagged (cache-tags.ts); any other page the spec's short time.
import { withTimeout } from '../render/with-timeout.ts';
import type { OutageLog } from './outage-log.ts';
import type { PageCache, PageCacheKey, PurgeFilter, StoredPage } from './page-cache.ts';
import type { PurgeLog } from './purge-log.ts';
import type { StoreBreaker } from './store-breaker.ts';

export type CacheLookup =
  | { state: 'hit'; page: StoredPage }
  /** Past its fresh time: render again, and serve this copy only if that fails. */
  | { state: 'stale'; page: StoredPage }
  | { state: 'miss' }
  | { state: 'unavailable' };

export interface BoundedPageCacheOptions {
  timeoutMs: number;
  /** How long a page the gateway can purge by tag stays fresh. */
  ttlSeconds: number;
  /** How long any other page stays fresh (never longer than ttlSeconds). */
  untaggedTtlSeconds: number;
  /** Whether the gateway hears the back end's changes at all (REDIS_URL): without it nothing is purged by tag. */
  hearsChanges: boolean;
  /** When each tag was last purged: a render that started before is not stored. */
  purges: PurgeLog;
  /** How long a copy is kept after its fresh time, for stale-on-error. */
  staleSeconds: number;
  outage: OutageLog;
  breaker: StoreBreaker;
  now?: () => number;
}

/** What a render tells the cache besides its bytes. */
export interface RenderedFor {
  nonce?: string | undefined;
  /** The page's cache tags; null when some answer it used carried none. */
  tags: readonly string[] | null;
  /** The purge log's position when the render began (renderStarts): a purge since may have made it old. */
  since: number;
}

export class BoundedPageCache {
  private readonly now: () => number;

  constructor(
    readonly store: PageCache,
    private readonly options: BoundedPageCacheOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  /** Noted before a render's first back-end call, and handed back to `save`. */
  renderStarts(): number {
    return this.options.purges.position();
  }

  async lookup(key: PageCacheKey): Promise<CacheLookup> {
    const page = await this.guarded(() => this.store.get(key), 'page cache read');
    if (page === undefined) return { state: 'unavailable' };
    // A copy stored without a CSP nonce (by an older gateway) would have its scripts blocked.
    if (page === null || !page.nonce) return { state: 'miss' };
    return page.freshUntil > this.now() ? { state: 'hit', page } : { state: 'stale', page };
  }

  /**
   * Awaited by the page so the next request finds it, yet never longer than the time bound. A page
   * whose data was purged while it rendered is not kept: it may show what was just changed.
   */
  async save(key: PageCacheKey, body: Buffer, render: RenderedFor): Promise<void> {
    const { ttlSeconds, untaggedTtlSeconds, staleSeconds, hearsChanges, purges } = this.options;
    if (purges.purgedSince(render.tags, render.since)) return;
    // Indexed whenever tagged (an operator may purge by tag), kept long only when changes are heard.
    const fresh = hearsChanges && render.tags ? ttlSeconds : Math.min(untaggedTtlSeconds, ttlSeconds);
    const page: StoredPage = {
      body,
      freshUntil: this.now() + fresh * 1000,
      ...(render.nonce ? { nonce: render.nonce } : {}),
    };
    const tags = render.tags ?? [];
    await this.guarded(() => this.store.set(key, page, fresh + staleSeconds, tags), 'page cache write');
  }

  /** Not time-bound: an operator's purge may walk many keys, and must report a failure. */
  purge(filter: PurgeFilter): Promise<number> {
    return this.store.purge(filter);
  }

  /** Not time-bound either: a change must reach every page, and a failure is logged by the caller. */
  purgeTags(tags: readonly string[]): Promise<number> {
    return this.store.purgeTags(tags);
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
