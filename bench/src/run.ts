// Benchmarks the product list and search on a 100 000-product catalogue on PostgreSQL, with a
// bare Fastify route as the ceiling measured in the same run (figures go to docs/performance.md
// as ratios, because this machine is shared and noisy).
// Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/vitrina_bench pnpm bench
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';

import { buildApp } from '@vitrina/api/app';
import { openDatabase } from '@vitrina/api/db';
import { clearAll, seedDemo } from '@vitrina/api/seed';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/vitrina_bench';

async function ensureDatabase() {
  const target = new URL(url);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  await admin.connect();
  const name = target.pathname.slice(1);
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
}

async function measure(title: string, target: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url: target, headers, connections: 10, duration: DURATION });
  // autocannon reports p90 and p97.5 rather than p95; both are shown so the goal can be read between them.
  const row = { title, rps: Math.round(result.requests.average), p50: result.latency.p50, p90: result.latency.p90, p97_5: result.latency.p97_5, p99: result.latency.p99, errors: result.errors + result.non2xx };
  console.log(JSON.stringify(row));
  return row;
}

await ensureDatabase();
const database = await openDatabase({ databaseUrl: url });
await database.migrate();
const [{ n } = { n: 0 }] = (await database.db.execute(
  (await import('drizzle-orm')).sql`SELECT count(*)::int AS n FROM products p JOIN sites s ON s.id = p.site_id WHERE s.brand_key = 'speakers'`,
) as unknown as { rows: { n: number }[] }).rows;
if (n < PRODUCTS) {
  console.log(`seeding ${PRODUCTS} products (one time)...`);
  await clearAll(database.db);
  await seedDemo(database.db, { only: ['speakers'], productsPerBrand: PRODUCTS });
  // VACUUM sets the visibility map, without which the covering indexes cannot answer alone.
  await database.db.execute((await import('drizzle-orm')).sql`VACUUM ANALYZE`);
}
const app = await buildApp({ database });
const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });
const bare = Fastify();
bare.get('/', async () => ({ ok: true }));
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

const headers = { 'x-site-token': 'demo-speakers', 'accept-language': 'ro' };
const probe = await (await fetch(`${apiUrl}/general/product-filter?pagination=1`, { headers })).json() as { filters: { id: number | string; options: { id: number }[] }[] };
const group = probe.filters.find((g) => typeof g.id === 'number')!;
const listPath = `/general/product-filter?pagination=24&sort=price%2B&filter=${group.id}:${group.options[0]!.id}`;

const ceiling = await measure('bare Fastify route', bareUrl);
const list = await measure('product list (24/page, 1 filter, price+)', apiUrl + listPath, headers);
const search = await measure('search "boxa"', `${apiUrl}/general/v2/search/search?query=boxa`, headers);
console.log(`\nratios to the ceiling (req/s): list ${(list.rps / ceiling.rps).toFixed(3)}, search ${(search.rps / ceiling.rps).toFixed(3)}`);
await app.close();
await bare.close();
await database.close();
