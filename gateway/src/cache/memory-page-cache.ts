// The default page store: in-process, bounded by entry count and by bytes, least recently used
// out first, entries dropped when their lifetime ends.
import { encodeKey, matchesPurge } from './page-cache.ts';
import type { PageCache, PageCacheKey, PurgeFilter } from './page-cache.ts';

interface Entry {
  key: PageCacheKey;
  html: Buffer;
  bytes: number;
  expiresAt: number;
}

export interface MemoryPageCacheOptions {
  maxEntries: number;
  /** Pages are 50-500 kB; the default keeps the cache under 64 MB whatever maxEntries says. */
  maxBytes?: number;
  now?: () => number;
}

export class MemoryPageCache implements PageCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private readonly maxBytes: number;
  private readonly now: () => number;

  constructor(private readonly options: MemoryPageCacheOptions) {
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  async get(key: PageCacheKey): Promise<Buffer | null> {
    const id = encodeKey(key);
    const entry = this.entries.get(id);
    if (!entry) return null;
    if (entry.expiresAt <= this.now()) {
      this.remove(id, entry);
      return null;
    }
    // Map order is the LRU order: a read moves the entry to the young end.
    this.entries.delete(id);
    this.entries.set(id, entry);
    return entry.html;
  }

  async set(key: PageCacheKey, html: Buffer, ttlSeconds: number): Promise<void> {
    const id = encodeKey(key);
    const old = this.entries.get(id);
    if (old) this.remove(id, old);
    const bytes = html.length;
    if (bytes > this.maxBytes) return;
    this.entries.set(id, { key, html, bytes, expiresAt: this.now() + ttlSeconds * 1000 });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.options.maxEntries && this.bytes <= this.maxBytes) break;
      this.remove(oldest, entry);
    }
  }

  async purge(filter: PurgeFilter): Promise<number> {
    const now = this.now();
    let removed = 0;
    for (const [id, entry] of this.entries) {
      if (entry.expiresAt <= now) this.remove(id, entry);
      else if (matchesPurge(entry.key, filter)) {
        this.remove(id, entry);
        removed += 1;
      }
    }
    return removed;
  }

  async ready(): Promise<boolean> {
    return true;
  }

  async close(): Promise<void> {
    this.entries.clear();
    this.bytes = 0;
  }

  private remove(id: string, entry: Entry): void {
    this.entries.delete(id);
    this.bytes -= entry.bytes;
  }
}
