// Both page stores index pages by their cache tags: a purge by tags makes exactly the pages carrying
// one of them stale (kept to stand in while rendering fails), and the index never outgrows the pages.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryPageCache } from '../src/cache/memory-page-cache.ts';
import { OutageLog } from '../src/cache/outage-log.ts';
import type { PageCache, PageCacheKey, StoredPage } from '../src/cache/page-cache.ts';
import { RedisPageCache } from '../src/cache/redis-page-cache.ts';
import { dropRedisPrefix, REDIS_URL } from './helpers/page-gateway.ts';

const key = (path: string, brand = 'pharmacy'): PageCacheKey => ({
  brand,
  locale: 'ro',
  currency: 'MDL',
  pinSet: 'abc123',
  path,
});
const FRESH = 1_900_000_000_000;
const page = (text: string): StoredPage => ({ body: Buffer.from(text), freshUntil: FRESH, nonce: 'bm9uY2U=' });

const clock = { now: 1_000_000 };
const prefixes: string[] = [];
const closing: PageCache[] = [];
const redis = new Redis(REDIS_URL);
afterAll(async () => {
  for (const store of closing) await store.close();
  for (const prefix of prefixes) await dropRedisPrefix(prefix);
  await redis.quit();
});

async function redisStore(): Promise<RedisPageCache> {
  const keyPrefix = `vitrina-test:${randomUUID()}:`;
  prefixes.push(keyPrefix);
  const outage = new OutageLog({ warn: () => undefined, info: () => undefined }, 'test store');
  const store = new RedisPageCache({ url: REDIS_URL, keyPrefix, timeoutMs: 2000, outage, now: () => clock.now });
  closing.push(store);
  expect(await store.ready(2000)).toBe(true);
  return store;
}
const memoryStore = async () => new MemoryPageCache({ maxEntries: 100, now: () => clock.now });

describe.each([
  ['memory', memoryStore],
  ['redis', redisStore],
] as const)('cache tags in the %s page store', (_name, open) => {
  /** Three pages: two products on their own and in a list, and an article. */
  async function filled() {
    const store = await open();
    await store.set(key('/ro/product/a'), page('a'), 600, ['site:1', 'product:1']);
    await store.set(key('/ro/product/b'), page('b'), 600, ['site:1', 'product:2']);
    await store.set(key('/ro/list'), page('list'), 600, ['site:1', 'product:1', 'product:2', 'category:7']);
    await store.set(key('/ro/articles/x'), page('x'), 600, ['site:1', 'article:3']);
    return store;
  }
  const freshness = async (store: PageCache, path: string) => (await store.get(key(path)))?.freshUntil;

  it('marks stale exactly the pages carrying a purged tag, keeping their bytes to stand in', async () => {
    const store = await filled();
    expect(await store.purgeTags(['product:1'])).toBe(2);
    expect(await store.get(key('/ro/product/a'))).toEqual({ body: Buffer.from('a'), freshUntil: 0, nonce: 'bm9uY2U=' });
    expect(await freshness(store, '/ro/list')).toBe(0);
    expect(await freshness(store, '/ro/product/b')).toBe(FRESH);
    expect(await freshness(store, '/ro/articles/x')).toBe(FRESH);
  });

  it('counts a page once whatever number of its tags a purge names, and nothing for unknown tags', async () => {
    const store = await filled();
    expect(await store.purgeTags(['product:1', 'product:2', 'category:7'])).toBe(3);
    expect(await store.purgeTags(['product:404', 'brand:9'])).toBe(0);
  });

  it('marks every page for `all`', async () => {
    const store = await filled();
    expect(await store.purgeTags(['all'])).toBe(4);
    expect(await freshness(store, '/ro/articles/x')).toBe(0);
  });

  it('indexes a page stored again under its new tags only', async () => {
    const store = await filled();
    await store.set(key('/ro/product/a'), page('a2'), 600, ['site:1', 'product:9']);
    expect(await store.purgeTags(['product:9'])).toBe(1);
    await store.set(key('/ro/product/a'), page('a3'), 600, ['site:1', 'product:9']);
    expect(await store.purgeTags(['product:1'])).toBe(1);
    expect(await freshness(store, '/ro/product/a')).toBe(FRESH);
  });

  it('stores a page without tags as before: no tag purge reaches it, `all` does', async () => {
    const store = await open();
    await store.set(key('/ro/plain'), page('plain'), 600);
    expect(await store.purgeTags(['site:1'])).toBe(0);
    expect(await store.purgeTags(['all'])).toBe(1);
  });
});

describe('the memory store’s tag index', () => {
  it('forgets a page evicted by the entry bound, so it never outgrows the cache', async () => {
    const store = new MemoryPageCache({ maxEntries: 2 });
    await store.set(key('/ro/a'), page('a'), 600, ['site:1', 'product:1']);
    await store.set(key('/ro/b'), page('b'), 600, ['site:1', 'product:2']);
    await store.set(key('/ro/c'), page('c'), 600, ['site:1', 'product:3']);
    expect(store.size).toBe(2);
    expect(store.indexed).toBe(4);
    expect(await store.purgeTags(['product:1'])).toBe(0);
    expect(await store.purgeTags(['site:1'])).toBe(2);
  });

  it('forgets a page whose time is over', async () => {
    const time = { now: 1_000_000 };
    const store = new MemoryPageCache({ maxEntries: 10, now: () => time.now });
    await store.set(key('/ro/a'), page('a'), 60, ['product:1']);
    time.now += 60_001;
    expect(await store.get(key('/ro/a'))).toBeNull();
    expect(store.indexed).toBe(0);
    expect(await store.purgeTags(['product:1'])).toBe(0);
  });
});

describe('the Redis store’s tag index', () => {
  it('is a sorted set per tag that expires with the longest-kept page it names', async () => {
    const store = await redisStore();
    const prefix = prefixes.at(-1)!;
    await store.set(key('/ro/a'), page('a'), 600, ['product:1']);
    await store.set(key('/ro/b'), page('b'), 3600, ['product:1']);
    await store.set(key('/ro/c'), page('c'), 60, ['product:1']);
    const index = `${prefix}#tag:product:1`;
    expect(await redis.zcard(index)).toBe(3);
    const ttl = await redis.ttl(index);
    expect(ttl).toBeGreaterThan(3590);
    expect(ttl).toBeLessThanOrEqual(3600);
  });

  it('drops the names of pages that are gone as it is written, and never brings a gone page back', async () => {
    const store = await redisStore();
    const prefix = prefixes.at(-1)!;
    await store.set(key('/ro/short'), page('short'), 60, ['product:1']);
    await redis.del(`${prefix}pharmacy:ro:MDL:abc123:/ro/short`);
    clock.now += 61_000;
    await store.set(key('/ro/long'), page('long'), 600, ['product:1']);
    expect(await redis.zrange(`${prefix}#tag:product:1`, '0', '-1')).toEqual(['pharmacy:ro:MDL:abc123:/ro/long']);
    await store.set(key('/ro/gone'), page('gone'), 600, ['product:1']);
    await redis.del(`${prefix}pharmacy:ro:MDL:abc123:/ro/gone`);
    expect(await store.purgeTags(['product:1'])).toBe(1);
    expect(await redis.exists(`${prefix}pharmacy:ro:MDL:abc123:/ro/gone`)).toBe(0);
  });

  it('removes the indexes with everything, and counts only pages', async () => {
    const store = await redisStore();
    const prefix = prefixes.at(-1)!;
    await store.set(key('/ro/a'), page('a'), 600, ['product:1', 'site:1']);
    expect(await store.purge({})).toBe(1);
    expect(await redis.exists(`${prefix}#tag:product:1`, `${prefix}#tag:site:1`)).toBe(0);
  });

  it('reads a page written by a gateway before tags as a miss', async () => {
    const store = await redisStore();
    const prefix = prefixes.at(-1)!;
    // The old layout: a 4-byte header length, a JSON header with the freshness, the body.
    const header = Buffer.from(JSON.stringify({ freshUntil: FRESH }));
    const length = Buffer.alloc(4);
    length.writeUInt32BE(header.length);
    await redis.set(`${prefix}pharmacy:ro:MDL:abc123:/ro/old`, Buffer.concat([length, header, Buffer.from('old')]));
    expect(await store.get(key('/ro/old'))).toBeNull();
  });
});
