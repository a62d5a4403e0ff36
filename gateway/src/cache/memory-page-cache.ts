// The default page store: in-process, bounded by entry count and by bytes, least recently used
// out first (lru-cache), each entry dropped when its fresh time and stale window are over. Cache
// tags index the entries (tag -> keys); an entry leaving the cache for any reason leaves the index
// too (lru-cache's dispose), so the index is bounded by the cache itself.
import { LRUCache } from 'lru-cache';
import { ALL_TAG } from './cache-tags.ts';
import { encodeKey, matchesPurge } from './page-cache.ts';
import type { PageCache, PageCacheKey, PurgeFilter, StoredPage } from './page-cache.ts';

interface Entry {
  key: PageCacheKey;
  page: StoredPage;
  tags: readonly string[];
}

export interface MemoryPageCacheOptions {
  maxEntries: number;
  /** Pages are 10-100 kB compressed; the default keeps the cache under 64 MB whatever maxEntries says. */
  maxBytes?: number;
  now?: () => number;
}

export class MemoryPageCache implements PageCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly byTag = new Map<string, Set<string>>();

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
      // Replaced, evicted, expired or deleted: out of the index.
      dispose: (entry, id) => this.unindex(id, entry.tags),
    });
  }

  get size(): number {
    return this.entries.size;
  }

  /** Bytes held, as counted against maxBytes. */
  get bytes(): number {
    return this.entries.calculatedSize;
  }

  /** Keys the tag index holds, over all tags (what the index costs). */
  get indexed(): number {
    let count = 0;
    for (const keys of this.byTag.values()) count += keys.size;
    return count;
  }

  async get(key: PageCacheKey): Promise<StoredPage | null> {
    return this.entries.get(encodeKey(key))?.page ?? null;
  }

  async set(key: PageCacheKey, page: StoredPage, keepSeconds: number, tags: readonly string[] = []): Promise<void> {
    const id = encodeKey(key);
    const entry = { key, page, tags };
    // A page bigger than the whole budget is not kept (lru-cache refuses it and keeps the rest).
    this.entries.set(id, entry, { ttl: keepSeconds * 1000 });
    // Indexed after the set: replacing an entry disposes of the old one's index first.
    if (this.entries.peek(id) !== entry) return;
    for (const tag of tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(id);
    }
  }

  async purge(filter: PurgeFilter): Promise<number> {
    // Collected first: deleting while lru-cache walks its list would skip entries.
    const doomed = [...this.entries.entries()].filter(([, entry]) => matchesPurge(entry.key, filter));
    for (const [id] of doomed) this.entries.delete(id);
    return doomed.length;
  }

  async purgeTags(tags: readonly string[]): Promise<number> {
    const ids = tags.includes(ALL_TAG)
      ? new Set(this.entries.keys())
      : new Set(tags.flatMap((tag) => [...(this.byTag.get(tag) ?? [])]));
    let marked = 0;
    for (const id of ids) {
      // peek: a purge is no use of the page, and must not refresh its place in the LRU order.
      const entry = this.entries.peek(id);
      if (!entry) continue;
      entry.page = { ...entry.page, freshUntil: 0 };
      marked += 1;
    }
    return marked;
  }

  async ready(): Promise<boolean> {
    return true;
  }

  async close(): Promise<void> {
    this.entries.clear();
  }

  private unindex(id: string, tags: readonly string[]): void {
    for (const tag of tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(id);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
  }
}
