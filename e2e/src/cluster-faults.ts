// The cluster's faults under a steady load of virtual shoppers (cluster-load.ts), each measured:
// requests and failures while it lasted, the slowest answer, how long until requests succeeded
// again, and what data was lost (orders missing, doubled or half made; cart records gone). Used by
// the chaos suite.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { TestCluster } from './cluster.ts';
import { send, ShopperLoad } from './cluster-load.ts';
import type { Sample } from './cluster-load.ts';

export interface FaultReport {
  fault: string;
  requests: number;
  failed: number;
  maxLatencyMs: number;
  /** From the fault until the last failed request of its window ended (0: nothing failed). */
  recoveryMs: number;
  /** Failed requests sent after the part was back and the balancer saw every node up: must be none. */
  failedAfterRepair: number;
  /** What the checks found missing afterwards: must be none. */
  dataLost: string[];
}

export interface FaultRunOptions {
  shoppers: number;
  /** How long the load runs before, and after, each fault's repair. */
  phaseMs: number;
  maxRequests: number;
}

/** SQL on the suite's own PostgreSQL, as its owner; rows as tab-separated lines. */
export function psql(test: TestCluster, sql: string): string[] {
  const url = test.postgres.url.replace(/\/postgres$/, '/vitrina_cluster');
  const out = execFileSync('psql', [url, '-tAqF', '\t', '-c', sql], { encoding: 'utf8' });
  return out.split('\n').filter((line) => line !== '');
}

/** What the virtual shoppers buy: products in stock for pickup, and a store to pick them up from. */
export function shopFixtures(test: TestCluster): { products: number[]; storeId: number } {
  const [site] = psql(test, `SELECT id FROM sites WHERE brand_key = 'pharmacy'`);
  const products = psql(
    test,
    `SELECT id FROM products WHERE site_id = ${site} AND active AND available AND NOT is_recipe ORDER BY id LIMIT 12`,
  ).map(Number);
  psql(test, `UPDATE products SET stock = 1000000 WHERE id IN (${products.join(',')})`);
  const hours = JSON.stringify(Array.from({ length: 7 }, () => ({ opens: '00:00', closes: '23:59' })));
  const [storeId] = psql(
    test,
    `INSERT INTO stores (site_id, name, address, opening_hours) VALUES (${site}, '{"ro":"Depozit"}', '{"ro":"str. Test 1"}', '${hours}') RETURNING id`,
  );
  return { products, storeId: Number(storeId) };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function report(
  fault: string,
  samples: Sample[],
  times: { from: number; repaired: number; to: number },
  dataLost: string[],
): FaultReport {
  const { from, repaired, to } = times;
  const window = samples.filter((s) => s.at >= from && s.at <= to);
  const failed = window.filter((s) => s.status === 0 || s.status >= 500);
  const lastFailure = failed.reduce((last, s) => Math.max(last, s.at + s.ms), from);
  return {
    fault,
    requests: window.length,
    failed: failed.length,
    maxLatencyMs: Math.round(window.reduce((max, s) => Math.max(max, s.ms), 0)),
    recoveryMs: failed.length === 0 ? 0 : Math.round(lastFailure - from),
    failedAfterRepair: failed.filter((s) => s.at >= repaired).length,
    dataLost,
  };
}

/** Every checkout answered has exactly one order, made whole (its two lines); none was made twice. */
export function lostOrders(test: TestCluster, load: ShopperLoad): string[] {
  const answered = load.checkouts.filter((c) => c.orderId !== null);
  if (answered.length === 0) return ['no checkout was answered'];
  const guests = answered.map((c) => `'${c.guest}'`).join(',');
  const rows = psql(
    test,
    `SELECT o.guest_token, count(DISTINCT o.id), count(l.order_id) FROM orders o LEFT JOIN order_lines l ON l.order_id = o.id
     WHERE o.guest_token IN (${guests}) GROUP BY o.guest_token`,
  );
  const found = new Map(
    rows.map((row) => row.split('\t')).map(([guest, orders, lines]) => [guest!, { orders, lines }]),
  );
  const lost: string[] = [];
  for (const checkout of answered) {
    const made = found.get(checkout.guest);
    if (!made) lost.push(`order of ${checkout.guest} missing`);
    else if (made.orders !== '1') lost.push(`${made.orders} orders for ${checkout.guest}`);
    else if (made.lines !== '2') lost.push(`order of ${checkout.guest} has ${made.lines} lines`);
  }
  return lost;
}

/** Guests' synchronised cart records, saved before a Redis fault and read back after it. */
async function savedCarts(base: string, host: string, count: number) {
  const carts: { cookie: string; comment: string }[] = [];
  for (let i = 0; i < count; i += 1) {
    const cookie = `user_token=${randomBytes(18).toString('base64url')}`;
    const comment = `kept ${i}`;
    const headers = { host, origin: `http://${host}`, cookie, 'content-type': 'application/json' };
    const body = JSON.stringify({ order: { localDataFields: { comment } } });
    const saved = await send(base, '/api/cart-redis', { method: 'POST', headers, body });
    if (saved.status === 200) carts.push({ cookie, comment });
  }
  return carts;
}

async function missingCarts(base: string, host: string, carts: { cookie: string; comment: string }[]) {
  const lost: string[] = [];
  for (const cart of carts) {
    const read = await send(base, '/api/cart-redis', { headers: { host, cookie: cart.cookie } });
    if (read.status !== 200 || !read.body.includes(cart.comment))
      lost.push(`cart record "${cart.comment}" (${read.status})`);
  }
  return lost;
}

/** The module store's mount point made read-only (a bind mount), and writable again. */
export function remount(dir: string, mode: 'ro' | 'rw'): void {
  const res = spawnSync('mount', ['-o', `remount,${mode},bind`, dir], { encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`mount -o remount,${mode},bind ${dir} failed: ${res.stderr}`);
}

/** Runs the faults one after the other under one load; the reports, in order. */
export async function runFaults(test: TestCluster, options: FaultRunOptions & { modulesMount: string }) {
  const { cluster } = test;
  const host = `pharmacy.localhost:${new URL(cluster.url).port}`;
  const fixtures = shopFixtures(test);
  const load = new ShopperLoad({
    base: cluster.url,
    host,
    shoppers: options.shoppers,
    ...fixtures,
    maxRequests: options.maxRequests,
  });
  const reports: FaultReport[] = [];
  const phase = async (
    fault: string,
    inject: () => Promise<void>,
    repair: () => Promise<void>,
    check = async () => [] as string[],
  ) => {
    await wait(options.phaseMs);
    const from = load.now();
    await inject();
    await wait(options.phaseMs);
    await repair();
    await cluster.settled();
    const repaired = load.now();
    await wait(options.phaseMs);
    reports.push(report(fault, load.samples, { from, repaired, to: load.now() }, await check()));
  };
  load.start();
  try {
    const [gateway] = cluster.gateways;
    await phase(
      'gateway node killed and restarted',
      () => gateway!.kill(),
      () => gateway!.start(),
    );
    const [api] = cluster.apis;
    await phase(
      'API node killed mid-checkout',
      async () => {
        await load.orderInFlight();
        await api!.kill();
      },
      () => api!.start(),
    );
    await phase(
      'PostgreSQL restarted mid-checkout',
      async () => {
        await load.orderInFlight();
        await test.postgres.crashAndRestart();
      },
      async () => undefined,
    );
    let carts: { cookie: string; comment: string }[] = [];
    await phase(
      'Redis killed and restarted',
      async () => {
        carts = await savedCarts(cluster.url, host, 5);
        test.redis.signal('SIGKILL');
      },
      () => test.redis.restart(),
      async () => [
        ...(carts.length === 5 ? [] : ['cart records could not be saved before']),
        ...(await missingCarts(cluster.url, host, carts)),
      ],
    );
    await phase(
      'module store read-only',
      async () => remount(options.modulesMount, 'ro'),
      async () => remount(options.modulesMount, 'rw'),
    );
  } finally {
    await load.stop();
  }
  return { reports, load, ordersLost: lostOrders(test, load) };
}
