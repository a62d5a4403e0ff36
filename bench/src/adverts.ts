// Benchmarks the adverts list (issue 20), general/v2/product, on 100 000 adverts of the `doors` shop
// on PostgreSQL, 10 connections: the plain list, a category in a region within a price range (in the
// shop's lei, through the currency rates), an area range sorted by price, and a text search, against
// the bare Fastify route measured in the same run (with the API's and PostgreSQL's CPU per request),
// then each one at a time right after a write, when its count is not cached. Goal: p95 <= 25 ms
// for each under load.
// Usage: npm run bench:adverts (DATABASE_URL defaults to .../vitrina_bench_adverts, made on first use)
// Options: BENCH_SECONDS (10), BENCH_ADVERTS (100 000).
import { fork } from 'node:child_process';
import { once } from 'node:events';

import { sql } from 'drizzle-orm';

import { ADVERTS_DATABASE_URL, BENCH_ADVERTS, openBenchAdverts } from './adverts-seed.ts';
import { measure, type Target } from './cannon.ts';
import { summarise } from './latency.ts';
import { databaseCpuMs } from './postgres-cpu.ts';
import { treeCpuMs } from './process-cpu.ts';

const CONNECTIONS = 10;
const GOAL_P95_MS = 25;
const COLD_SAMPLES = 20;

const database = await openBenchAdverts();
const server = fork(new URL('./server.ts', import.meta.url), {
  env: { ...process.env, DATABASE_URL: ADVERTS_DATABASE_URL },
});
const [{ apiUrl, bareUrl }] = (await once(server, 'message')) as [{ apiUrl: string; bareUrl: string }];
const databaseName = new URL(ADVERTS_DATABASE_URL).pathname.slice(1);
const apiCpu = () => ({ api: treeCpuMs(server.pid) });
// The database's share too (its backends' CPU): the API pool's idle connections close during the
// ceiling's run, so that row reads the API alone.
const cpu = () => ({ ...apiCpu(), postgres: databaseCpuMs(databaseName) });
const headers = { 'x-site-token': 'demo-doors', 'accept-language': 'ro' };

const categories = (await (await fetch(`${apiUrl}/api/adverts-categories`, { headers })).json()) as {
  id: number;
  slug: string;
}[];
const category = (slug: string) => categories.find((c) => c.slug === slug)!.id;

const list = '/general/v2/product';
const query = (params: Record<string, string | number>) =>
  `${list}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`;
/** Category, region (3 Chisinau, 1 Balti, 17 Ialoveni, 9 and 5 elsewhere) and a price range in lei that fits it. */
const FILTERED: [string, number, number, number][] = [
  ['apartamente', 3, 800_000, 1_600_000],
  ['apartamente', 3, 5_000, 12_000],
  ['apartamente', 1, 900_000, 2_000_000],
  ['apartamente', 5, 500_000, 1_500_000],
  ['case', 3, 1_500_000, 3_500_000],
  ['case', 17, 1_000_000, 4_000_000],
  ['terenuri', 3, 100_000, 500_000],
  ['terenuri', 9, 50_000, 300_000],
  ['spatii-comerciale', 3, 5_000, 50_000],
  ['garaje', 3, 60_000, 150_000],
];
const AREAS: [number, number, string][] = [
  [40, 80, 'price+'],
  [80, 150, 'price-'],
  [400, 1500, 'price+'],
  [20, 40, 'price-'],
  [150, 400, 'price+'],
];
const SEARCHES = [
  'apartament',
  'квартира',
  'kvartira',
  'casă ialoveni',
  'teren construcție',
  'гараж',
  'botanica',
  'spațiu comercial',
  'участок',
  'euroreparație',
];

const targets: Target[] = [
  {
    title: 'plain list, pages 1-5 in turn',
    url: apiUrl + list,
    paths: [1, 2, 3, 4, 5].map((page) => query({ page })),
  },
  {
    title: `category + region + price range (${FILTERED.length} in turn)`,
    url: apiUrl + list,
    paths: FILTERED.map(([slug, region, min, max]) =>
      query({ category: category(slug), region, price_min: min, price_max: max }),
    ),
  },
  {
    title: `area range, sorted by price (${AREAS.length} in turn)`,
    url: apiUrl + list,
    paths: AREAS.map(([min, max, sortBy]) => query({ area_min: min, area_max: max, sortBy })),
  },
  {
    title: `text search (${SEARCHES.length} in turn, ro/ru/Latin)`,
    url: apiUrl + list,
    paths: SEARCHES.map((search) => query({ search })),
  },
];

// Each scenario's answers: a page of adverts (not an empty result that would be cheap to find).
const empty: string[] = [];
for (const target of targets)
  for (const path of target.paths!) {
    const res = await fetch(apiUrl + path, { headers });
    const body = (await res.json()) as { totalCount?: number };
    if (!res.ok || !body.totalCount) empty.push(`${path}: ${res.status}, ${body.totalCount ?? 'no'} adverts`);
  }

console.log(`${BENCH_ADVERTS} adverts, ${CONNECTIONS} connections`);
const ceiling = await measure({ title: 'bare Fastify route', url: bareUrl }, CONNECTIONS, {}, apiCpu);
const rows: Record<string, unknown>[] = [ceiling];
const broken: string[] = [...empty];
for (const target of targets) {
  const row = await measure(target, CONNECTIONS, headers, cpu);
  rows.push({ ...row, ratio: Number((row.rps / ceiling.rps).toFixed(4)) });
  if (row.errors > 0) broken.push(`${target.title}: ${row.errors} answers were not 2xx or failed`);
  console.log(`${row.p95 <= GOAL_P95_MS ? 'goal met' : 'GOAL MISSED'}: ${target.title} p95 ${row.p95} ms`);
}

// The price of a change: one request at a time right after the shop's adverts version moved on (any
// write does it), so each answer counts its matches again; what the count cache saves under load.
const [{ id: siteId }] = (
  (await database.db.execute(sql`SELECT id FROM sites WHERE brand_key = 'doors'`)) as unknown as {
    rows: { id: number }[];
  }
).rows as [{ id: number }];
for (const target of targets) {
  const cold: number[] = [];
  for (let i = 0; i < COLD_SAMPLES; i++) {
    await database.db.execute(
      sql`UPDATE advert_versions SET version = nextval('advert_version_seq') WHERE site_id = ${siteId}`,
    );
    const started = performance.now();
    await (await fetch(apiUrl + target.paths![i % target.paths!.length]!, { headers })).arrayBuffer();
    cold.push(performance.now() - started);
  }
  const row = {
    title: `${target.title}, right after a write, one at a time`,
    samples: COLD_SAMPLES,
    ...summarise(cold),
  };
  console.log(JSON.stringify(row));
  rows.push(row);
}
console.table(rows);

server.kill('SIGTERM');
await once(server, 'exit');
await database.close();
if (broken.length > 0) {
  console.error(`FAILED:\n${broken.join('\n')}`);
  process.exitCode = 1;
}
