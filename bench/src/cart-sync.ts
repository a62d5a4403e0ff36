// Benchmarks /api/cart-redis saves (issue 18: p95 <= 5 ms on Redis, 10 connections): each
// connection a guest of its own saving a 10-line cart as the cart remote does (replace, expecting
// the version it holds), through the real gateway with its records on Redis, then on the memory
// store, with a bare Fastify route taking the same POST as the ceiling measured in the same run.
// Besides the latency autocannon sees, the servers' process reports how long each request spent
// inside it and how long the store's save took (cart-sync-timings.ts): where the time goes.
// Usage: npm run bench:cart-sync    Options: REDIS_URL (redis://127.0.0.1:6379), BENCH_SECONDS (10),
// BENCH_CONNECTIONS (comma-separated counts, "10,1"),
// BENCH_CPU_PROF (a directory: the servers' process writes a V8 CPU profile there when it stops).
// Leaves nothing in Redis: the run's keys live under a prefix of its own, removed at the end.
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { loadavg } from 'node:os';

import { openBenchRedis } from './bench-redis.ts';
import { DURATION_S, measure, type Target } from './cannon.ts';
import type { CartSyncUrls } from './cart-sync-server.ts';
import { CART_ORDER, CART_PATH, newGuestPerConnection } from './cart-sync-shoppers.ts';
import type { TimingsReport, TimingsRequest } from './cart-sync-timings.ts';
import { treeCpuMs } from './process-cpu.ts';

/** The load the goal names; 1 connection shows the service time without queueing (as run.ts). */
const GOAL_CONNECTIONS = 10;
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10,1').split(',').map(Number);
const GOAL_P95_MS = 5;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `vitrina-bench:${randomUUID()}:`;
const load = () => loadavg().map((n) => Number(n.toFixed(2)));
const loadBefore = load();

const redis = await openBenchRedis(redisUrl);
const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : [];
const server = fork(new URL('./cart-sync-server.ts', import.meta.url), {
  env: { ...process.env, REDIS_URL: redisUrl, CART_KEY_PREFIX: prefix },
  execArgv: [...process.execArgv, ...profile],
});
const [urls] = (await Promise.race([
  once(server, 'message'),
  once(server, 'exit').then(([code]) => Promise.reject(new Error(`the servers' process stopped (${code}) on start`))),
])) as [CartSyncUrls];
// The gateways and the ceiling share one process; only the one under load is busy at a time.
// autocannon's own share is reported too: it runs on the same 2 cores, in this process.
const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const cpu = () => ({ gateway: treeCpuMs(server.pid), redis: treeCpuMs(redis.pid), autocannon: ownCpuMs() });

async function ask(request: TimingsRequest): Promise<TimingsReport> {
  server.send(request);
  const [report] = (await once(server, 'message')) as [TimingsReport];
  return report;
}

/** Each run (warm-up, then the measured one) starts with the server's timings forgotten. */
const target = (title: string, url: string, more: () => Record<string, unknown>): Target => ({
  title,
  url,
  options: async () => {
    await ask({ type: 'reset' });
    return { method: 'POST', ...more() };
  },
});
const savesTitle = (store: string) => `POST ${CART_PATH}, ${store} store`;
const saves = (store: string, url: string) =>
  target(savesTitle(store), url + CART_PATH, () => ({ setupClient: newGuestPerConnection() }));
const sameBody = JSON.stringify({ order: CART_ORDER, replace: true, expectedVersion: 0 });
const ceilingTarget = target('bare Fastify route, same POST', urls.bareUrl, () => ({
  headers: { 'content-type': 'application/json' },
  body: sameBody,
}));

/** The ceiling, then saves on Redis and on memory, at one number of connections. */
async function measureAt(connections: number, rows: Record<string, unknown>[], timings: Record<string, unknown>) {
  const ceiling = await measure(ceilingTarget, connections, {}, cpu);
  timings[`${connections}: ceiling`] = await ask({ type: 'report' });
  rows.push({ ...ceiling, ratio: 1 });
  for (const [store, url] of [
    ['Redis', urls.redisUrl],
    ['memory', urls.memoryUrl],
  ] as const) {
    const scenario = saves(store, url);
    const row = await measure(scenario, connections, {}, cpu);
    timings[`${connections}: ${store}`] = await ask({ type: 'report' });
    rows.push({ ...row, ratio: Number((row.rps / ceiling.rps).toFixed(3)) });
    if (row.errors > 0) broken.push(`${scenario.title}: ${row.errors} answers were not 2xx or failed`);
    else if (Number.isNaN(row.p95)) broken.push(`${scenario.title}: no answer came back in the run`);
  }
}

const rows: Record<string, unknown>[] = [];
const timings: Record<string, unknown> = {};
const broken: string[] = [];
let removedKeys: number;
try {
  for (const connections of CONNECTIONS) await measureAt(connections, rows, timings);
} finally {
  server.kill('SIGTERM');
  await once(server, 'exit');
  removedKeys = await redis.clear(prefix);
  await redis.close();
}

const goalRow = rows.find((row) => row.connections === GOAL_CONNECTIONS && row.title === savesTitle('Redis'));
const redisP95 = goalRow?.p95 as number;
console.table(rows);
for (const [run, report] of Object.entries(timings)) console.log(run, JSON.stringify(report));
console.log(
  JSON.stringify({
    title: `cart-redis saves, ${DURATION_S} s per scenario`,
    load: { before: loadBefore, after: load() },
    goal: { connections: GOAL_CONNECTIONS, p95Ms: GOAL_P95_MS, redisP95Ms: redisP95, met: redisP95 <= GOAL_P95_MS },
    rows,
    inServerMs: timings,
    redisKeysRemoved: removedKeys,
  }),
);
// A refused save means a guest's version chain broke (or the store failed): the figures are void.
if (broken.length > 0) {
  console.error(`FAILED:\n${broken.join('\n')}`);
  process.exitCode = 1;
}
