// Issue 22's soak: the two-node cluster under a steady load of virtual shoppers (a pause after
// each page keeps the rate below capacity) for SOAK_MINUTES, with mf-content's pin for pharmacy
// switched between two versions every PIN_EVERY_S through one gateway node or the other. Each
// minute it records every node's resident memory (process tree, from /proc, the median of a reading
// every few seconds: one reading lands anywhere on the collector's sawtooth), Redis's key count, the
// minute's answers, failures and p99. At the end it says whether memory stayed within +-10 % (the
// last minutes against the first steady ones, medians of both), whether every Redis key but the
// pins' own has a TTL (nothing grows past its lifetime), and whether p99 held. Bounded in time;
// sends only to 127.0.0.1.
// Usage: npm run bench:cluster-soak    Options: SOAK_MINUTES (30), PIN_EVERY_S (60),
// BENCH_SHOPPERS (8), SOAK_THINK_MS (100).
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { send, ShopperLoad } from '@vitrina/e2e/cluster-load';
import { ADMIN_TOKEN } from '@vitrina/e2e/stack';
import { buildClusterStore, startBenchCluster } from './cluster-stack.ts';
import { median, percentile } from './latency.ts';
import { treeRssKb } from './process-cpu.ts';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 30);
const PIN_EVERY_S = Number(process.env.PIN_EVERY_S ?? 60);
const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 8);
const THINK_MS = Number(process.env.SOAK_THINK_MS ?? 100);
/** The first minute warms caches and JIT; the judged windows are this many minutes each. */
const STEADY_FROM = 1;
const WINDOW_MINUTES = 3;
const RSS_EVERY_MS = 5_000;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function redis(url: string, args: string[], input?: string): string {
  const run = spawnSync('redis-cli', ['-u', url, ...args], { encoding: 'utf8', input });
  if (run.status !== 0) throw new Error(`redis-cli ${args.join(' ')}: ${run.stderr}`);
  return run.stdout;
}

/** Keys with no expiry, apart from the pins (kept for good by design). */
function keysWithoutTtl(url: string): string[] {
  const keys = redis(url, ['--scan']).split('\n').filter(Boolean);
  if (keys.length === 0) return [];
  const ttls = redis(url, [], keys.map((key) => `TTL "${key}"`).join('\n'))
    .split('\n')
    .filter(Boolean);
  return keys.filter((key, i) => ttls[i] === '-1' && !key.startsWith('vitrina:pins:'));
}

console.log(
  `cluster soak: ${MINUTES} min, pins switched every ${PIN_EVERY_S} s, ${SHOPPERS} shoppers pausing ${THINK_MS} ms`,
);
const store = await buildClusterStore();
const { test, host, fixtures } = await startBenchCluster(store, 2);
const { cluster } = test;
const nodes = [...cluster.gateways, ...cluster.apis];
const shoppers = new ShopperLoad({
  base: cluster.url,
  host,
  shoppers: SHOPPERS,
  ...fixtures,
  maxRequests: 50_000_000,
  thinkMs: THINK_MS,
});

interface Minute {
  minute: number;
  answers: number;
  failed: number;
  p99: number;
  keys: number;
  rssMb: Record<string, number>;
  load: string;
}
const minutes: Minute[] = [];
let pinSwitches = 0;
let pinFailures = 0;
let version = store.content.pinned;
try {
  shoppers.start();
  const started = shoppers.now();
  let nextPin = PIN_EVERY_S * 1000;
  for (let minute = 0; minute < MINUTES; minute += 1) {
    const from = shoppers.now();
    const rssReadings: Record<string, number[]> = Object.fromEntries(nodes.map((node) => [node.name, []]));
    let nextRss = from;
    while (shoppers.now() - started < (minute + 1) * 60_000) {
      if (shoppers.now() - started >= nextPin) {
        version = version === store.content.pinned ? store.content.other : store.content.pinned;
        const node = cluster.gateways[pinSwitches % cluster.gateways.length]!;
        const answer = await send(cluster.nodeUrl(node), '/admin/pins/pharmacy/content', {
          method: 'PUT',
          headers: { host, authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
          body: JSON.stringify({ version }),
        });
        pinSwitches += 1;
        if (answer.status !== 200) pinFailures += 1;
        nextPin += PIN_EVERY_S * 1000;
      }
      if (shoppers.now() >= nextRss) {
        for (const node of nodes) rssReadings[node.name]!.push(treeRssKb(node.pid) / 1024);
        nextRss += RSS_EVERY_MS;
      }
      await wait(250);
    }
    const window = shoppers.samples.filter((s) => s.at >= from);
    const ok = window.filter((s) => s.status >= 200 && s.status < 400);
    const row: Minute = {
      minute: minute + 1,
      answers: ok.length,
      failed: window.length - ok.length,
      p99: percentile(
        ok.map((s) => s.ms).sort((a, b) => a - b),
        99,
      ),
      keys: Number(redis(test.redis.url, ['dbsize']).trim()),
      rssMb: Object.fromEntries(nodes.map((node) => [node.name, Math.round(median(rssReadings[node.name]!))])),
      load: loadavg()[0]!.toFixed(2),
    };
    minutes.push(row);
    // The samples of a finished minute are not needed again (the earlier ones went the same way), so
    // the bench's own memory stays flat over a long run too.
    shoppers.samples.splice(0);
    console.log(
      `  min ${String(row.minute).padStart(2)}: ${row.answers} answers, ${row.failed} failed, p99 ${row.p99.toFixed(0)} ms, ` +
        `${row.keys} Redis keys, RSS ${Object.entries(row.rssMb)
          .map(([n, mb]) => `${n} ${mb}`)
          .join(', ')} MB, load ${row.load}`,
    );
  }
} finally {
  await shoppers.stop();
}
const untimed = keysWithoutTtl(test.redis.url);
await test.stop();
store.remove();

// Memory and p99 are judged on windows of minutes, not single ones: the median of the first steady
// window against the median of the last.
const steadyWindow = minutes.slice(STEADY_FROM, STEADY_FROM + WINDOW_MINUTES);
const lastWindow = minutes.slice(-WINDOW_MINUTES);
const span = (window: Minute[]) => `minutes ${window[0]!.minute}-${window.at(-1)!.minute}`;
console.log(`\npin switches: ${pinSwitches} (${pinFailures} refused)`);
for (const node of nodes) {
  const before = median(steadyWindow.map((row) => row.rssMb[node.name]!));
  const after = median(lastWindow.map((row) => row.rssMb[node.name]!));
  const change = (after - before) / before;
  console.log(
    `  ${node.name}: ${before} MB (${span(steadyWindow)}) -> ${after} MB (${span(lastWindow)}) ` +
      `(${(change * 100).toFixed(1)} %, ${Math.abs(change) <= 0.1 ? 'within' : 'OUTSIDE'} +-10 %)`,
  );
}
console.log(
  `Redis keys without a TTL (the pins' aside): ${untimed.length === 0 ? 'none' : untimed.slice(0, 10).join(', ')}`,
);
console.log(
  `p99: ${median(steadyWindow.map((row) => row.p99)).toFixed(0)} ms (${span(steadyWindow)}), ` +
    `${median(lastWindow.map((row) => row.p99)).toFixed(0)} ms (${span(lastWindow)}); ` +
    `failed ${minutes.reduce((sum, row) => sum + row.failed, 0)} of ${minutes.reduce((sum, row) => sum + row.answers + row.failed, 0)}`,
);
process.exit(0);
