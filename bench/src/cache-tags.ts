// What cache tags cost (issue 21, goal 5; docs/performance.md): the bytes the tag index adds per
// page in both page stores, a save with tags against one without, and a purge by tags that marks
// N pages. Pages are tagged like a category page: the shop's tags, 5 of 200 categories and 32 of
// 20 000 products. Then the change feed: how long from a price written into the database to the
// message on the Redis channel, and what the trigger adds to the write (PGlite in process, or
// PostgreSQL with DATABASE_URL: a database the run creates and drops). Needs Redis (REDIS_URL,
// default 127.0.0.1:6379); its keys go under a prefix of the run's own and are removed. Run:
//   pnpm --filter @vitrina/bench exec node --expose-gc --import tsx src/cache-tags.ts
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../../api/src/app.ts';
import { openDatabase } from '../../api/src/db/client.ts';
import { rowsOf } from '../../api/src/db/rows.ts';
import { seedDemo } from '../../api/src/seed/index.ts';
import { closeRedis, openCartRedis, redisReady } from '../../gateway/src/cart-sync/redis-connection.ts';
import { MemoryPageCache } from '../../gateway/src/cache/memory-page-cache.ts';
import { OutageLog } from '../../gateway/src/cache/outage-log.ts';
import type { PageCache, PageCacheKey, StoredPage } from '../../gateway/src/cache/page-cache.ts';
import { RedisPageCache } from '../../gateway/src/cache/redis-page-cache.ts';
import { openBenchRedis } from './bench-redis.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SIZES = [1000, 10_000];
const BODY = Buffer.alloc(1024, 'x');
const KEEP_S = 3600;

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc (see the header)');

const keyOf = (n: number): PageCacheKey => ({
  brand: 'pharmacy',
  locale: 'ro',
  currency: 'MDL',
  pinSet: 'p1',
  path: `/ro/c/${n}`,
});
const page = (): StoredPage => ({ body: BODY, freshUntil: Date.now() + KEEP_S * 1000, nonce: 'bm9uY2UxMjM0NTY3OA==' });

/** A category page's tags: 3 of the shop, 5 categories, 32 products (40 in all). */
function tagsOf(n: number): string[] {
  const categories = Array.from({ length: 5 }, (_, i) => `category:${(n * 5 + i) % 200}`);
  const products = Array.from({ length: 32 }, (_, i) => `product:${(n * 32 + i * 7) % 20_000}`);
  return ['site:1', 'assortment:1', 'catalog:1', ...categories, ...products];
}

async function fill(store: PageCache, count: number, tagged: boolean): Promise<number> {
  const started = performance.now();
  for (let n = 0; n < count; n += 1) await store.set(keyOf(n), page(), KEEP_S, tagged ? tagsOf(n) : []);
  return ((performance.now() - started) * 1000) / count;
}

async function timed(work: () => Promise<number>): Promise<{ ms: number; marked: number }> {
  const started = performance.now();
  const marked = await work();
  return { ms: Math.round((performance.now() - started) * 10) / 10, marked };
}

function heapUsed(): number {
  gc!();
  gc!();
  return process.memoryUsage().heapUsed;
}

async function memory(count: number) {
  const before = heapUsed();
  const plain = new MemoryPageCache({ maxEntries: count, maxBytes: 1e10 });
  await fill(plain, count, false);
  const plainBytes = heapUsed() - before;
  await plain.close();
  const start = heapUsed();
  const tagged = new MemoryPageCache({ maxEntries: count, maxBytes: 1e10 });
  const saveUs = await fill(tagged, count, true);
  const taggedBytes = heapUsed() - start;
  const one = await timed(() => tagged.purgeTags(['product:7']));
  const shop = await timed(() => tagged.purgeTags(['site:1']));
  const all = await timed(() => tagged.purgeTags(['all']));
  return {
    store: 'memory',
    pages: count,
    indexBytesPerPage: Math.round((taggedBytes - plainBytes) / count),
    saveUsPerPage: Math.round(saveUs),
    purgeOneProduct: one,
    purgeShop: shop,
    purgeAll: all,
  };
}

async function redis(count: number) {
  const log = { warn: () => undefined, info: () => undefined };
  const raw = openCartRedis({ url: REDIS_URL, timeoutMs: 10_000, log, role: 'bench' });
  if (!(await redisReady(raw, 2000))) throw new Error(`Redis does not answer at ${REDIS_URL}`);
  const bench = await openBenchRedis(REDIS_URL);
  const used = async () => Number(/used_memory:(\d+)/.exec(await raw.info('memory'))?.[1]);
  const open = () => {
    const keyPrefix = `vitrina-bench:${randomUUID()}:`;
    const store = new RedisPageCache({
      url: REDIS_URL,
      keyPrefix,
      timeoutMs: 10_000,
      outage: new OutageLog(log, 'bench'),
    });
    return { store, keyPrefix };
  };
  const plain = open();
  await plain.store.ready(2000);
  const before = await used();
  const plainSaveUs = await fill(plain.store, count, false);
  const plainBytes = (await used()) - before;
  await bench.clear(plain.keyPrefix);
  await plain.store.close();
  const tagged = open();
  await tagged.store.ready(2000);
  const start = await used();
  const saveUs = await fill(tagged.store, count, true);
  const taggedBytes = (await used()) - start;
  const one = await timed(() => tagged.store.purgeTags(['product:7']));
  const shop = await timed(() => tagged.store.purgeTags(['site:1']));
  const all = await timed(() => tagged.store.purgeTags(['all']));
  await bench.clear(tagged.keyPrefix);
  await tagged.store.close();
  await bench.close();
  await closeRedis(raw);
  return {
    store: 'redis',
    pages: count,
    indexBytesPerPage: Math.round((taggedBytes - plainBytes) / count),
    saveUsPerPage: Math.round(saveUs),
    plainSaveUsPerPage: Math.round(plainSaveUs),
    purgeOneProduct: one,
    purgeShop: shop,
    purgeAll: all,
  };
}

const quantile = (sorted: number[], q: number) => Math.round(sorted[Math.floor(q * (sorted.length - 1))]! * 100) / 100;

/** A fresh database for the feed: PGlite in memory, or a PostgreSQL database made for the run. */
async function feedDatabase() {
  const base = process.env.DATABASE_URL;
  if (!base) return { database: await openDatabase({}), drop: async () => undefined };
  const name = `vitrina_bench_tags_${process.pid}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const database = await openDatabase({
    databaseUrl: Object.assign(new URL(base), { pathname: `/${name}` }).toString(),
  });
  return {
    database,
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** From a price written into the database to the message on the channel, and the trigger's share of the write. */
async function changeFeed(samples = 50) {
  const { database, drop } = await feedDatabase();
  await database.migrate();
  await seedDemo(database.db, { only: ['pharmacy'] });
  const channel = `vitrina-bench:${randomUUID()}:cache-tags`;
  const app = await buildApp({ database, rateLimit: false, cacheTags: { redisUrl: REDIS_URL, channel } });
  const log = { warn: () => undefined, info: () => undefined };
  const subscriber = openCartRedis({ url: REDIS_URL, timeoutMs: 10_000, log, role: 'bench', queueWhileOffline: true });
  let heard: () => void = () => undefined;
  subscriber.on('message', () => heard());
  await subscriber.subscribe(channel);
  const [first] = rowsOf<{ id: number }>(await database.db.execute('SELECT id FROM products ORDER BY id LIMIT 1'));
  const id = Number(first!.id);
  const update = `UPDATE products SET price_minor = price_minor + 1 WHERE id = ${id}`;
  // The relay connects on its own: the first message may be the owed purge of everything.
  await new Promise<void>((resolve) => {
    heard = resolve;
    void database.db.execute(update);
  });
  const latencies: number[] = [];
  for (let n = 0; n < samples; n += 1) {
    const started = performance.now();
    await new Promise<void>((resolve) => {
      heard = resolve;
      void database.db.execute(update);
    });
    latencies.push(performance.now() - started);
  }
  const writeMs = async () => {
    const started = performance.now();
    for (let n = 0; n < samples; n += 1) await database.db.execute(update);
    return Math.round(((performance.now() - started) / samples) * 100) / 100;
  };
  const withTrigger = await writeMs();
  await database.db.execute('ALTER TABLE products DISABLE TRIGGER products_update_cache_tags');
  const withoutTrigger = await writeMs();
  await app.close();
  await closeRedis(subscriber);
  await database.close();
  await drop();
  latencies.sort((a, b) => a - b);
  return {
    database: database.kind,
    changeToMessageMs: { p50: quantile(latencies, 0.5), p95: quantile(latencies, 0.95), max: quantile(latencies, 1) },
    priceUpdateMs: { withTrigger, withoutTrigger },
  };
}

for (const count of SIZES) {
  console.log(JSON.stringify(await memory(count)));
  console.log(JSON.stringify(await redis(count)));
}
console.log(JSON.stringify(await changeFeed()));
