// One contract for both page stores (memory and Redis), then what only the memory store has to
// guarantee itself: its lifetime check and its bounds.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryPageCache } from '../src/cache/memory-page-cache.ts';
import { OutageLog } from '../src/cache/outage-log.ts';
import type { PageCache, PageCacheKey, StoredPage } from '../src/cache/page-cache.ts';
import { RedisPageCache } from '../src/cache/redis-page-cache.ts';
import { dropRedisPrefix, REDIS_URL } from './helpers/page-gateway.ts';

const silentLog = { warn: () => undefined, info: () => undefined };
const key = (path: string, brand = 'pharmacy', pinSet = 'abc123'): PageCacheKey => ({
  brand,
  locale: path.split('/')[1] ?? 'ro',
  currency: 'MDL',
  pinSet,
  path,
});

const prefixes: string[] = [];
const stores: PageCache[] = [];
afterAll(async () => {
  for (const store of stores) await store.close();
  for (const prefix of prefixes) await dropRedisPrefix(prefix);
});

function memoryStore(): PageCache {
  return new MemoryPageCache({ maxEntries: 100 });
}
async function redisStore(): Promise<PageCache> {
  const keyPrefix = `vitrina-test:${randomUUID()}:`;
  prefixes.push(keyPrefix);
  const store = new RedisPageCache({
    url: REDIS_URL,
    keyPrefix,
    timeoutMs: 2000,
    outage: new OutageLog(silentLog, 'test store'),
  });
  stores.push(store);
  expect(await store.ready(2000)).toBe(true);
  return store;
}

/** Stores keep pages as bytes with their freshness; these tests read and write text. */
const html = (text: string, extra: Partial<StoredPage> = {}): StoredPage => ({
  body: Buffer.from(text),
  freshUntil: 5,
  ...extra,
});
const text = (page: StoredPage | null) => page?.body.toString('utf8') ?? null;
describe.each([
  ['memory', async () => memoryStore()],
  ['redis', redisStore],
] as const)('%s page store', (_name, open) => {
  it('answers null for a page it does not hold, and the stored HTML for one it does', async () => {
    const store = await open();
    expect(await store.get(key('/ro/about'))).toBeNull();
    await store.set(key('/ro/about'), html('<p>about ăîșț</p>'), 60);
    expect(text(await store.get(key('/ro/about')))).toBe('<p>about ăîșț</p>');
    expect(await store.get(key('/ro/about', 'pharmacy', 'other-pins'))).toBeNull();
    await store.set(key('/ro/about'), html('<p>newer</p>'), 60);
    expect(text(await store.get(key('/ro/about')))).toBe('<p>newer</p>');
  });

  it('gives back the freshness and the CSP nonce a page was stored with', async () => {
    const store = await open();
    await store.set(key('/ro/fresh'), html('fresh', { freshUntil: 1_800_000_000_000, nonce: 'bm9uY2U=' }), 60);
    expect(await store.get(key('/ro/fresh'))).toEqual({
      body: Buffer.from('fresh'),
      freshUntil: 1_800_000_000_000,
      nonce: 'bm9uY2U=',
    });
  });

  it('keeps paths with colons intact', async () => {
    const store = await open();
    await store.set(key('/ro/search:x:y'), html('colons'), 60);
    expect(text(await store.get(key('/ro/search:x:y')))).toBe('colons');
    expect(await store.purge({ pathPrefix: '/ro/search:x' })).toBe(1);
  });

  it('purges by brand, by path prefix, by both, or everything, counting what it removed', async () => {
    const store = await open();
    const fill = async () => {
      for (const k of [key('/ro/a/1'), key('/ro/a/2'), key('/ru/a/1'), key('/ro/a/1', 'kids'), key('/ro/b', 'kids')])
        await store.set(k, html('x'), 60);
    };
    await fill();
    expect(await store.purge({ brand: 'pharmacy', pathPrefix: '/ro/a' })).toBe(2);
    expect(text(await store.get(key('/ru/a/1')))).toBe('x');
    expect(text(await store.get(key('/ro/a/1', 'kids')))).toBe('x');
    expect(await store.purge({ pathPrefix: '/ro/' })).toBe(2);
    expect(await store.purge({ brand: 'pharmacy' })).toBe(1);
    await fill();
    expect(await store.purge({})).toBe(5);
    expect(await store.purge({})).toBe(0);
  });
});

describe('redis page store', () => {
  it('gives each entry the lifetime it was stored with', async () => {
    const store = await redisStore();
    await store.set(key('/ro/ttl'), html('x'), 7200);
    const client = new Redis(REDIS_URL);
    const ttl = await client.ttl(`${prefixes.at(-1)}pharmacy:ro:MDL:abc123:/ro/ttl`);
    await client.quit();
    expect(ttl).toBeGreaterThan(7190);
    expect(ttl).toBeLessThanOrEqual(7200);
  });
});

describe('memory page store', () => {
  it('forgets an entry when its lifetime ends', async () => {
    let now = 1_000_000;
    const store = new MemoryPageCache({ maxEntries: 10, now: () => now });
    await store.set(key('/ro/a'), html('x'), 7200);
    now += 7_199_000;
    expect(text(await store.get(key('/ro/a')))).toBe('x');
    now += 1001;
    expect(await store.get(key('/ro/a'))).toBeNull();
    await store.set(key('/ro/b'), html('x'), 1);
    now += 1001;
    expect(await store.purge({})).toBe(0);
  });

  it('drops the least recently used entry beyond its entry bound', async () => {
    const store = new MemoryPageCache({ maxEntries: 2 });
    await store.set(key('/ro/a'), html('a'), 60);
    await store.set(key('/ro/b'), html('b'), 60);
    await store.get(key('/ro/a'));
    await store.set(key('/ro/c'), html('c'), 60);
    expect(store.size).toBe(2);
    expect(await store.get(key('/ro/b'))).toBeNull();
    expect(text(await store.get(key('/ro/a')))).toBe('a');
  });

  it('stays under its byte bound, and never stores a page larger than the bound', async () => {
    const store = new MemoryPageCache({ maxEntries: 100, maxBytes: 10 });
    await store.set(key('/ro/a'), html('aaaaaa'), 60);
    await store.set(key('/ro/b'), html('bbbbbb'), 60);
    expect(await store.get(key('/ro/a'))).toBeNull();
    expect(text(await store.get(key('/ro/b')))).toBe('bbbbbb');
    await store.set(key('/ro/big'), html('x'.repeat(11)), 60);
    expect(await store.get(key('/ro/big'))).toBeNull();
    expect(text(await store.get(key('/ro/b')))).toBe('bbbbbb');
  });
});
