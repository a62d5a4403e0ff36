// The page store shared by every gateway node (REDIS_URL). Built so that a missing or hanging Redis
// costs a page at most the store timeout: no offline queue (a command while disconnected fails at
// once), a per-command timeout, and reconnection with a capped backoff instead of a retry storm.
// Every key is written with a TTL, so the store never holds more than the pages of the last
// fresh-plus-stale window; docs/security.md names the maxmemory policy to set.
import { once } from 'node:events';
import { Redis } from 'ioredis';
import { decodeKey, encodeKey, matchesPurge } from './page-cache.ts';
import type { PageCache, PageCacheKey, PurgeFilter, StoredPage } from './page-cache.ts';
import type { OutageLog } from './outage-log.ts';
import { decodeStoredPage, encodeStoredPage } from './stored-page-codec.ts';

export interface RedisPageCacheOptions {
  url: string;
  /** Prepended to every key; purges only ever touch keys under it. */
  keyPrefix: string;
  timeoutMs: number;
  outage: OutageLog;
}

const SCAN_BATCH = 500;
const RECONNECT_CAP_MS = 5000;

/** Redis MATCH patterns treat these as wildcards; a prefix or brand must match itself only. */
const escapeGlob = (text: string) => text.replace(/[*?[\]\\]/g, (c) => `\\${c}`);

export class RedisPageCache implements PageCache {
  private readonly client: Redis;

  constructor(private readonly options: RedisPageCacheOptions) {
    this.client = new Redis(options.url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: options.timeoutMs,
      connectTimeout: options.timeoutMs,
      retryStrategy: (attempt) => Math.min(attempt * 250, RECONNECT_CAP_MS),
    });
    // Without a listener ioredis reports every failed reconnect as an unhandled error.
    this.client.on('error', (error) => options.outage.failed(error));
    this.client.on('ready', () => options.outage.recovered());
  }

  async get(key: PageCacheKey): Promise<StoredPage | null> {
    const bytes = await this.client.getBuffer(this.options.keyPrefix + encodeKey(key));
    return bytes ? decodeStoredPage(bytes) : null;
  }

  async set(key: PageCacheKey, page: StoredPage, keepSeconds: number): Promise<void> {
    await this.client.set(this.options.keyPrefix + encodeKey(key), encodeStoredPage(page), 'EX', keepSeconds);
  }

  /** SCAN (never KEYS, which blocks Redis) over this prefix, narrowed to the brand when one is given. */
  async purge(filter: PurgeFilter): Promise<number> {
    const { keyPrefix } = this.options;
    const match = `${escapeGlob(keyPrefix)}${filter.brand === undefined ? '' : `${escapeGlob(filter.brand)}:`}*`;
    let cursor = '0';
    let removed = 0;
    do {
      const [next, keys] = await this.client.scan(cursor, 'MATCH', match, 'COUNT', SCAN_BATCH);
      cursor = next;
      const doomed = keys.filter((stored) => {
        const key = decodeKey(stored.slice(keyPrefix.length));
        return key !== null && matchesPurge(key, filter);
      });
      if (doomed.length > 0) removed += await this.client.unlink(...doomed);
    } while (cursor !== '0');
    return removed;
  }

  /** True once connected; false at the first connection error or when the time is up. */
  async ready(timeoutMs: number): Promise<boolean> {
    if (this.client.status === 'ready') return true;
    const stop = new AbortController();
    const timer = setTimeout(() => stop.abort(), timeoutMs);
    try {
      return await Promise.race([
        once(this.client, 'ready', { signal: stop.signal }).then(() => true),
        once(this.client, 'error', { signal: stop.signal }).then(() => false),
      ]);
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
      stop.abort();
    }
  }

  async close(): Promise<void> {
    try {
      await this.client.quit();
    } catch {
      this.client.disconnect();
    }
  }
}
