// The page store shared by every gateway node (REDIS_URL). Built so that a missing or hanging Redis
// costs a page at most the store timeout: no offline queue (a command while disconnected fails at
// once), a per-command timeout, and reconnection with a capped backoff instead of a retry storm.
// Every key is written with a TTL, so the store never holds more than the pages of the last
// fresh-plus-stale window; docs/security.md names the maxmemory policy to set.
// Cache tags: one sorted set per tag (`<prefix>#tag:<tag>`) lists its pages, scored by when each
// page's key expires; written with the page in one script, trimmed of gone pages on every write
// and expiring with its last page, so an index never outgrows the pages it names. The scripts
// touch keys they derive (a page's old tags' indexes, the pages an index names), so the store
// wants one Redis (or Sentinel), not Cluster, as the SCAN purge already did.
import { once } from 'node:events';
import { Redis } from 'ioredis';
import { ALL_TAG } from './cache-tags.ts';
import { decodeKey, encodeKey, matchesPurge } from './page-cache.ts';
import type { PageCache, PageCacheKey, PurgeFilter, StoredPage } from './page-cache.ts';
import type { OutageLog } from './outage-log.ts';
import {
  decodeStoredPage,
  encodeStoredPage,
  FRESH_UNTIL_OFFSET,
  HEAD_LENGTH,
  MARK,
  STALE,
} from './stored-page-codec.ts';

export interface RedisPageCacheOptions {
  url: string;
  /** Prepended to every key; purges only ever touch keys under it. */
  keyPrefix: string;
  timeoutMs: number;
  outage: OutageLog;
  /** The clock of the tag indexes' scores (tests move it). */
  now?: () => number;
}

const SCAN_BATCH = 500;
const RECONNECT_CAP_MS = 5000;
/** Brands never start with `#`: tag indexes cannot be mistaken for pages. */
const INDEX = '#tag:';

/**
 * KEYS: the page, then its tags' indexes. ARGV: the value, seconds kept, when it ends (ms), now
 * (ms), its name, the indexes' prefix. The copy it replaces names its tags (stored-page-codec.ts):
 * the page leaves the indexes of those it no longer has, so a purge of them passes it by.
 */
const SAVE_PAGE = `
local kept = {}
for i = 2, #KEYS do kept[KEYS[i]] = true end
local head = redis.call('GETRANGE', KEYS[1], 0, ${HEAD_LENGTH - 1})
if string.len(head) == ${HEAD_LENGTH} and string.sub(head, 1, 4) == '${MARK}' then
  local headerLength = struct.unpack('>I4', string.sub(head, 13, 16))
  local tagsLength = struct.unpack('>I4', string.sub(head, 17, 20))
  if tagsLength > 0 then
    local start = ${HEAD_LENGTH} + headerLength
    for tag in string.gmatch(redis.call('GETRANGE', KEYS[1], start, start + tagsLength - 1), '[^ ]+') do
      if not kept[ARGV[6] .. tag] then redis.call('ZREM', ARGV[6] .. tag, ARGV[5]) end
    end
  end
end
redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2])
local keep = tonumber(ARGV[2])
for i = 2, #KEYS do
  redis.call('ZADD', KEYS[i], ARGV[3], ARGV[5])
  redis.call('ZREMRANGEBYSCORE', KEYS[i], '-inf', '(' .. ARGV[4])
  if redis.call('TTL', KEYS[i]) < keep then redis.call('EXPIRE', KEYS[i], keep) end
end`;

/** KEYS: pages. ARGV[1]: the stale freshness. Pages gone meanwhile are skipped, never recreated. */
const MARK_STALE = `
local marked = 0
for _, key in ipairs(KEYS) do
  if redis.call('EXISTS', key) == 1 then
    redis.call('SETRANGE', key, ${FRESH_UNTIL_OFFSET}, ARGV[1])
    marked = marked + 1
  end
end
return marked`;

type Scripted = Redis & {
  savePage(keyCount: number, ...keysAndArgs: (string | Buffer | number)[]): Promise<unknown>;
  markStale(keyCount: number, ...keysAndArgs: (string | Buffer)[]): Promise<number>;
};

/** Redis MATCH patterns treat these as wildcards; a prefix or brand must match itself only. */
const escapeGlob = (text: string) => text.replace(/[*?[\]\\]/g, (c) => `\\${c}`);

export class RedisPageCache implements PageCache {
  private readonly client: Scripted;
  private readonly now: () => number;

  constructor(private readonly options: RedisPageCacheOptions) {
    this.now = options.now ?? Date.now;
    this.client = new Redis(options.url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: options.timeoutMs,
      connectTimeout: options.timeoutMs,
      retryStrategy: (attempt) => Math.min(attempt * 250, RECONNECT_CAP_MS),
    }) as Scripted;
    this.client.defineCommand('savePage', { lua: SAVE_PAGE });
    this.client.defineCommand('markStale', { lua: MARK_STALE });
    // Without a listener ioredis reports every failed reconnect as an unhandled error.
    this.client.on('error', (error) => options.outage.failed(error));
    this.client.on('ready', () => options.outage.recovered());
  }

  async get(key: PageCacheKey): Promise<StoredPage | null> {
    const bytes = await this.client.getBuffer(this.options.keyPrefix + encodeKey(key));
    return bytes ? decodeStoredPage(bytes) : null;
  }

  async set(key: PageCacheKey, page: StoredPage, keepSeconds: number, tags: readonly string[] = []): Promise<void> {
    const name = encodeKey(key);
    const now = this.now();
    const indexes = tags.map((tag) => this.indexOf(tag));
    const value = encodeStoredPage(page, tags);
    const args = [value, keepSeconds, now + keepSeconds * 1000, now, name, this.indexOf('')];
    await this.client.savePage(1 + indexes.length, this.options.keyPrefix + name, ...indexes, ...args);
  }

  /** SCAN (never KEYS, which blocks Redis) over this prefix, narrowed to the brand when one is given. */
  async purge(filter: PurgeFilter): Promise<number> {
    const everything = filter.brand === undefined && filter.pathPrefix === undefined;
    let removed = 0;
    await this.scan(filter.brand, async (pages, indexes) => {
      const doomed = pages.filter(({ key }) => matchesPurge(key, filter)).map(({ stored }) => stored);
      if (doomed.length > 0) removed += await this.client.unlink(...doomed);
      // Everything purged: the indexes go too (not counted, they are no pages).
      if (everything && indexes.length > 0) await this.client.unlink(...indexes);
    });
    return removed;
  }

  async purgeTags(tags: readonly string[]): Promise<number> {
    if (tags.includes(ALL_TAG)) {
      let marked = 0;
      await this.scan(undefined, async (pages) => {
        marked += await this.mark(pages.map(({ stored }) => stored));
      });
      return marked;
    }
    // Pages past their end are gone from Redis already: only the living are read.
    const reads = this.client.pipeline();
    for (const tag of tags) reads.zrangebyscore(this.indexOf(tag), this.now(), '+inf');
    const names = new Set<string>();
    for (const [error, members] of (await reads.exec()) ?? []) {
      if (error) throw error;
      for (const name of members as string[]) names.add(name);
    }
    return this.mark([...names].map((name) => this.options.keyPrefix + name));
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

  private indexOf(tag: string): string {
    return `${this.options.keyPrefix}${INDEX}${tag}`;
  }

  private async mark(stored: string[]): Promise<number> {
    let marked = 0;
    for (let at = 0; at < stored.length; at += SCAN_BATCH) {
      const batch = stored.slice(at, at + SCAN_BATCH);
      marked += await this.client.markStale(batch.length, ...batch, STALE);
    }
    return marked;
  }

  /** Each SCAN batch under the prefix (and brand): its pages, decoded, and its tag indexes. */
  private async scan(
    brand: string | undefined,
    each: (pages: { stored: string; key: PageCacheKey }[], indexes: string[]) => Promise<void>,
  ): Promise<void> {
    const { keyPrefix } = this.options;
    const match = `${escapeGlob(keyPrefix)}${brand === undefined ? '' : `${escapeGlob(brand)}:`}*`;
    let cursor = '0';
    do {
      const [next, keys] = await this.client.scan(cursor, 'MATCH', match, 'COUNT', SCAN_BATCH);
      cursor = next;
      const pages: { stored: string; key: PageCacheKey }[] = [];
      const indexes: string[] = [];
      for (const stored of keys) {
        const name = stored.slice(keyPrefix.length);
        if (name.startsWith(INDEX)) indexes.push(stored);
        else {
          const key = decodeKey(name);
          if (key) pages.push({ stored, key });
        }
      }
      await each(pages, indexes);
    } while (cursor !== '0');
  }
}
