// The default page store: in-process, bounded by entry count and by bytes, least recently used
// out first (lru-cache), each entry dropped when its fresh time and stale window are over.
import { LRUCache } from 'lru-cache';
import { encodeKey, matchesPurge } from './page-cache.ts';
import type { PageCache, PageCacheKey, PurgeFilter, StoredPage } from './page-cache.ts';

interface Entry {
  key: PageCacheKey;
  page: StoredPage;
}

export interface MemoryPageCacheOptions {
  maxEntries: number;
  /** Pages are 10-100 kB compressed; the default keeps the cache under 64 MB whatever maxEntries says. */
  maxBytes?: number;
  now?: () => number;
}

export class MemoryPageCache implements PageCache {
  private readonly entries: LRUCache<string, Entry>;

  constructor(options: MemoryPageCacheOptions) {
    const now = options.now ?? Date.now;
    this.entries = new LRUCache<string, Entry>({
      max: options.maxEntries,
      maxSize: options.maxBytes ?? 64 * 1024 * 1024,
      sizeCalculation: (entry) => Math.max(1, entry.page.body.length),
      // Every entry gets its own ttl at set(); the clock is injectable for tests.
      ttlAutopurge: false,
      perf: { now },
      // Read the clock on every check: lru-cache otherwise reuses one reading for a millisecond.
      ttlResolution: 0,
    });
  }

  get size(): number {
    return this.entries.size;
  }

  /** Bytes held, as counted against maxBytes. */
  get bytes(): number {
    return this.entries.calculatedSize;
  }

  async get(key: PageCacheKey): Promise<StoredPage | null> {
    return this.entries.get(encodeKey(key))?.page ?? null;
  }

  async set(key: PageCacheKey, page: StoredPage, keepSeconds: number): Promise<void> {
    // A page bigger than the whole budget is not kept (lru-cache refuses it and keeps the rest).
    this.entries.set(encodeKey(key), { key, page }, { ttl: keepSeconds * 1000 });
  }

  async purge(filter: PurgeFilter): Promise<number> {
    // Collected first: deleting while lru-cache walks its list would skip entries.
    const doomed = [...this.entries.entries()].filter(([, entry]) => matchesPurge(entry.key, filter));
    for (const [id] of doomed) this.entries.delete(id);
    return doomed.length;
  }

  async ready(): Promise<boolean> {
    return true;
  }

  async close(): Promise<void> {
    this.entries.clear();
  }
}
