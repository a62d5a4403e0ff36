// Benchmarks the product list and search on a 100 000-product catalogue on PostgreSQL, with a
// bare Fastify route as the ceiling measured in the same run (figures go to docs/performance.md
// as ratios, because this machine is shared and noisy).
// Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/vitrina_bench npm run bench
// Options: BENCH_SECONDS (10), BENCH_CONNECTIONS (comma-separated counts, "10,1"), BENCH_PRODUCTS.
import { fork } from 'node:child_process';
import { once } from 'node:events';

import { sql } from 'drizzle-orm';

import { CATALOGUE_DATABASE_URL, openBenchCatalogue } from './bench-catalogue.ts';
import { measure } from './cannon.ts';
import type { Target } from './cannon.ts';
import { summarise } from './latency.ts';

const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10,1').split(',').map(Number);
const COLD_SAMPLES = 30;
/** Misspelled words of the speakers shop's Romanian titles and categories (issue 23). */
const TYPOS = ['portabla', 'subwofer', 'profesinal', 'casti wirless', 'microfn', 'boxa rezistnt'];
/** What the header's window searches while a shopper types (each prefix from 2 characters). */
const TYPED = ['boxă portabilă', 'căști wireless'].flatMap((text) =>
  Array.from({ length: text.length - 1 }, (_, i) => text.slice(0, i + 2)).filter((prefix) => !prefix.endsWith(' ')),
);
const searchPath = (query: string) => `/general/v2/search/search?query=${encodeURIComponent(query)}`;

const database = await openBenchCatalogue();

const server = fork(new URL('./server.ts', import.meta.url), {
  env: { ...process.env, DATABASE_URL: CATALOGUE_DATABASE_URL },
});
const [{ apiUrl, bareUrl }] = (await once(server, 'message')) as [{ apiUrl: string; bareUrl: string }];

const headers = { 'x-site-token': 'demo-speakers', 'accept-language': 'ro' };
const probe = (await (await fetch(`${apiUrl}/general/product-filter?pagination=1`, { headers })).json()) as {
  filters: { id: number | string; options: { id: number }[] }[];
};
const group = probe.filters.find((g) => typeof g.id === 'number')!;
const listPath = `/general/product-filter?pagination=24&sort=price%2B&filter=${group.id}:${group.options[0]!.id}`;
const targets: Target[] = [
  { title: 'product list (24/page, 1 filter, price+)', url: apiUrl + listPath },
  {
    title: 'product list, pages 1-20 in turn',
    url: apiUrl + listPath,
    paths: Array.from({ length: 20 }, (_, i) => `${listPath}&page=${i + 1}`),
  },
  { title: 'search "boxa"', url: `${apiUrl}/general/v2/search/search?query=boxa` },
  {
    title: 'search with a typo "portabla" (read as "portabilă")',
    url: `${apiUrl}/general/v2/search/search?query=portabla`,
  },
  {
    title: `searches with typos, ${TYPOS.length} in turn`,
    url: `${apiUrl}/general/v2/search/search?query=portabla`,
    paths: TYPOS.map(searchPath),
  },
  {
    title: `search as you type, ${TYPED.length} prefixes in turn`,
    url: `${apiUrl}/general/v2/search/search?query=po`,
    paths: TYPED.map(searchPath),
  },
];

const rows = [];
for (const connections of CONNECTIONS) {
  const ceiling = await measure({ title: 'bare Fastify route', url: bareUrl }, connections);
  rows.push(ceiling);
  for (const target of targets) {
    const row = await measure(target, connections, headers);
    rows.push({ ...row, ratio: Number((row.rps / ceiling.rps).toFixed(4)) });
  }
}

// The price of a catalogue change: one request at a time right after the site's version moved on,
// so the list computes its total, facets and bounds again (what the cache saves under load).
const siteId = (
  (await database.db.execute(sql`SELECT id FROM sites WHERE brand_key = 'speakers'`)) as unknown as {
    rows: { id: number }[];
  }
).rows[0]!.id;
const cold: number[] = [];
for (let i = 0; i < COLD_SAMPLES; i++) {
  await database.db.execute(
    sql`UPDATE catalogue_versions SET version = nextval('catalogue_version_seq') WHERE site_id = ${siteId}`,
  );
  const started = performance.now();
  await (await fetch(apiUrl + listPath, { headers })).arrayBuffer();
  cold.push(performance.now() - started);
}
console.log(
  JSON.stringify({
    title: 'product list right after a catalogue change, one at a time',
    samples: COLD_SAMPLES,
    ...summarise(cold),
  }),
);
console.table(rows);

server.kill('SIGTERM');
await once(server, 'exit');
await database.close();
