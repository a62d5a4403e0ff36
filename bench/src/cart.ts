// Benchmarks the server cart (issue 18) on the 100 000-product catalogue on PostgreSQL, 10
// connections: add-to-cart (a guest's add under the cart's row lock, then the priced cart) and
// validate-products, with the bare Fastify route as the ceiling measured in the same run. Goals:
// add p95 <= 50 ms, validate p95 <= 30 ms.
// Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/vitrina_bench npm run bench:cart
// Options: BENCH_SECONDS (10), BENCH_PRODUCTS (100 000; run.ts benches the same catalogue).
import { fork } from 'node:child_process';
import { once } from 'node:events';

import { sql } from 'drizzle-orm';

import { CATALOGUE_DATABASE_URL, openBenchCatalogue } from './bench-catalogue.ts';
import { measure, type Target } from './cannon.ts';
import { treeCpuMs } from './process-cpu.ts';

const CONNECTIONS = 10;
/** Guests adding in turn: coprime with the product count, so a guest meets a product again rarely. */
const GUESTS = 997;
const PRODUCT_POOL = 500;
/** Guests whose carts are validated, each holding LINES lines. */
const VALIDATORS = 100;
const LINES = 5;
const GUEST_PREFIX = `bench-cart-${Date.now()}-`;

// Earlier runs' guest carts go (their lines and promo uses cascade); the tables start small.
const database = await openBenchCatalogue(async ({ db }) => {
  await db.execute(sql`DELETE FROM carts WHERE guest_token LIKE 'bench-cart-%'`);
});

/** Products a guest can add many times and order home: active, in stock, no prescription. */
const products = (
  (await database.db.execute(sql`SELECT p.id FROM products p JOIN sites s ON s.id = p.site_id
    WHERE s.brand_key = 'speakers' AND p.active AND p.available AND p.home_delivery AND NOT p.is_recipe
      AND p.stock >= 20 * p.multiplicity
    ORDER BY p.id LIMIT ${PRODUCT_POOL}`)) as unknown as { rows: { id: number }[] }
).rows.map((row) => row.id);

const server = fork(new URL('./server.ts', import.meta.url), {
  env: { ...process.env, DATABASE_URL: CATALOGUE_DATABASE_URL },
});
const [{ apiUrl, bareUrl }] = (await once(server, 'message')) as [{ apiUrl: string; bareUrl: string }];
const cpu = () => ({ api: treeCpuMs(server.pid) });
const headers = { 'x-site-token': 'demo-speakers', 'accept-language': 'ro', 'content-type': 'application/json' };

async function addItem(guest: string, productId: number) {
  const body = JSON.stringify({ product_id: productId, no_user_id: guest });
  const res = await fetch(`${apiUrl}/general/cart/add-item`, { method: 'POST', headers, body });
  if (!res.ok) throw new Error(`add-item answered ${res.status}: ${await res.text()}`);
}

const validators = Array.from({ length: VALIDATORS }, (_, i) => `${GUEST_PREFIX}v${i}`);
for (const [i, guest] of validators.entries()) {
  for (let line = 0; line < LINES; line++) await addItem(guest, products[(i * LINES + line) % products.length]!);
}

let turn = 0;
const targets: Target[] = [
  {
    title: 'add-item: POST /general/cart/add-item (guest, then the priced cart)',
    url: `${apiUrl}/general/cart/add-item`,
    options: async () => ({
      method: 'POST',
      requests: [
        {
          setupRequest: (request) => {
            const n = turn++;
            const body = { product_id: products[n % products.length], no_user_id: `${GUEST_PREFIX}${n % GUESTS}` };
            return { ...request, body: JSON.stringify(body) };
          },
        },
      ],
    }),
  },
  {
    title: `validate-products: GET /general/cart/validate-products (${LINES} lines)`,
    url: `${apiUrl}/general/cart/validate-products`,
    paths: validators.map((guest) => `/general/cart/validate-products?no_user_id=${guest}`),
  },
];

const ceiling = await measure({ title: 'bare Fastify route', url: bareUrl }, CONNECTIONS, {}, cpu);
const rows: Record<string, unknown>[] = [ceiling];
const broken: string[] = [];
for (const target of targets) {
  const row = await measure(target, CONNECTIONS, headers, cpu);
  rows.push({ ...row, ratio: Number((row.rps / ceiling.rps).toFixed(4)) });
  if (row.errors > 0) broken.push(`${target.title}: ${row.errors} answers were not 2xx or failed`);
}
console.table(rows);

server.kill('SIGTERM');
await once(server, 'exit');
await database.close();
if (broken.length > 0) {
  console.error(`FAILED:\n${broken.join('\n')}`);
  process.exitCode = 1;
}
