// Benchmarks ordering (issue 19) on the 100 000-product catalogue on PostgreSQL, 10 connections:
// general/v3/order for a guest cart of three lines holding an active promo code, delivered to an
// address in Chisinau by express (the delivery rule runs), with an Idempotency-Key, against the bare
// Fastify route measured in the same run. Goal: create order p95 <= 150 ms.
// Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/vitrina_bench npm run bench:orders
// Options: BENCH_SECONDS (10), BENCH_ORDERS (carts made ready; each measured request uses one up).
import { fork } from 'node:child_process';
import { once } from 'node:events';

import { sql } from 'drizzle-orm';

import { CATALOGUE_DATABASE_URL, openBenchCatalogue } from './bench-catalogue.ts';
import { DURATION_S, measure } from './cannon.ts';
import { treeCpuMs } from './process-cpu.ts';

const CONNECTIONS = 10;
/** Enough for the warm-up and the measured seconds at a few hundred orders a second. */
const ORDERS = Number(process.env.BENCH_ORDERS ?? Math.max(6_000, (DURATION_S + 2) * 600));
const LINES = 3;
const PRODUCT_POOL = 300;
const RUN = `bench-order-${Date.now()}-`;

type Rows<T> = { rows: T[] };

// Earlier runs' carts and orders go; the ordered products get stock no run can use up, so a
// shortage never turns a measured order into a 409.
const database = await openBenchCatalogue(async ({ db }) => {
  await db.execute(sql`DELETE FROM orders WHERE guest_token LIKE 'bench-order-%'`);
  await db.execute(sql`DELETE FROM carts WHERE guest_token LIKE 'bench-order-%'`);
});
const { db } = database;
const site = (
  (await db.execute(sql`SELECT id FROM sites WHERE brand_key = 'speakers'`)) as unknown as Rows<{ id: number }>
).rows[0]!.id;
const products = (
  (await db.execute(sql`SELECT id FROM products
    WHERE site_id = ${site} AND active AND available AND home_delivery AND NOT is_recipe
    ORDER BY id LIMIT ${PRODUCT_POOL}`)) as unknown as Rows<{ id: number }>
).rows.map((row) => row.id);
/** The pool as one PostgreSQL array value (drizzle would spread a JS array into a row of values). */
const pool = `{${products.join(',')}}`;
await db.execute(sql`UPDATE products SET stock = 10000000 WHERE id = ANY(${pool}::int[])`);
const promo = (
  (await db.execute(sql`SELECT id FROM promo_codes WHERE site_id = ${site} AND code = 'MINUS50'`)) as unknown as Rows<{
    id: number;
  }>
).rows[0]!.id;
const kishinev = (
  (await db.execute(sql`SELECT id FROM localities WHERE region_id = 3 ORDER BY id LIMIT 1`)) as unknown as Rows<{
    id: number;
  }>
).rows[0]?.id;

// The carts are written in bulk as the cart calls would leave them (lines, the promo's held use):
// making thousands through add-item and update_prices would take longer than the bench itself.
console.log(`making ${ORDERS} guest carts of ${LINES} lines with MINUS50 held...`);
await db.execute(sql`
  WITH made AS (
    INSERT INTO carts (site_id, guest_token)
    SELECT ${site}, ${RUN} || n FROM generate_series(1, ${ORDERS}) AS n
    RETURNING id, guest_token
  ), lines AS (
    INSERT INTO cart_lines (cart_id, product_id, count)
    SELECT made.id, (${pool}::int[])[1 + ((made.id * ${LINES} + line) % ${products.length})], 1
    FROM made, generate_series(0, ${LINES - 1}) AS line
  )
  INSERT INTO promo_code_uses (promo_code_id, cart_id, guest_token, used_at)
  SELECT ${promo}, id, guest_token, now() FROM made`);
await db.execute(sql`ANALYZE carts, cart_lines, promo_code_uses`);

const server = fork(new URL('./server.ts', import.meta.url), {
  env: { ...process.env, DATABASE_URL: CATALOGUE_DATABASE_URL },
});
const [{ apiUrl, bareUrl }] = (await once(server, 'message')) as [{ apiUrl: string; bareUrl: string }];
const cpu = () => ({ api: treeCpuMs(server.pid) });
const headers = { 'x-site-token': 'demo-speakers', 'accept-language': 'ro', 'content-type': 'application/json' };

let turn = 0;
const orderBody = (guest: string) => ({
  contact: { name: 'Bench Shopper', email: 'bench@vitrina.test', phone: '+37369123456' },
  delivery: {
    method: 'address',
    region_id: 3,
    ...(kishinev === undefined ? {} : { locality_id: kishinev }),
    delivery_type: 'express',
    address: { street: 'str. Bench', building: '1' },
  },
  payment_method: 'cash',
  no_user_id: guest,
});

const ceiling = await measure({ title: 'bare Fastify route', url: bareUrl }, CONNECTIONS, {}, cpu);
const order = await measure(
  {
    title: `create order: POST /general/v3/order (${LINES} lines, promo, express delivery)`,
    url: `${apiUrl}/general/v3/order`,
    options: async () => ({
      method: 'POST',
      requests: [
        {
          setupRequest: (request) => {
            const n = ++turn;
            return {
              ...request,
              headers: { ...request.headers, 'idempotency-key': `${RUN}${n}` },
              body: JSON.stringify(orderBody(`${RUN}${n}`)),
            };
          },
        },
      ],
    }),
  },
  CONNECTIONS,
  headers,
  cpu,
);
console.table([ceiling, { ...order, ratio: Number((order.rps / ceiling.rps).toFixed(4)) }]);

const made = (
  (await db.execute(
    sql`SELECT count(*)::int AS n FROM orders WHERE guest_token LIKE ${`${RUN}%`}`,
  )) as unknown as Rows<{ n: number }>
).rows[0]!.n;
console.log(`orders made: ${made} (${turn} requests prepared, ${ORDERS} carts ready)`);

server.kill('SIGTERM');
await once(server, 'exit');
await database.close();
const broken: string[] = [];
if (turn > ORDERS) broken.push(`the run used up its ${ORDERS} carts: raise BENCH_ORDERS`);
if (order.errors > 0) broken.push(`${order.errors} order answers were not 2xx or failed`);
if (broken.length > 0) {
  console.error(`FAILED:\n${broken.join('\n')}`);
  process.exitCode = 1;
}
