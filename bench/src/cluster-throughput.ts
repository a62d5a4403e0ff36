// Issue 22: what a second node pair buys. The same fixed number of virtual shoppers (browsing
// cached and uncached pages, putting two products in the cart and ordering every few pages, as
// the chaos suite's) runs flat out against a cluster of 1 gateway + 1 API node behind HAProxy,
// then against 2 + 2, each on a fresh PostgreSQL and Redis of its own, on this machine. Reported:
// answers per second by kind, p50/p99, failures, and the nodes' CPU per answer; the goal's figure
// is the ratio of the two clusters' answers per second in this one run.
// Usage: npm run bench:cluster    Options: BENCH_SECONDS (10), BENCH_SHOPPERS (16), BENCH_ROUNDS (1:
// each round measures 1 then 2 nodes; more rounds alternate the order and the median is taken).
import { loadavg } from 'node:os';
import { ShopperLoad } from '@vitrina/e2e/cluster-load';
import type { Sample } from '@vitrina/e2e/cluster-load';
import { DURATION_S } from './cannon.ts';
import { buildClusterStore, startBenchCluster } from './cluster-stack.ts';
import type { ClusterStore } from './cluster-stack.ts';
import { median, percentile } from './latency.ts';
import { treeCpuMs } from './process-cpu.ts';

const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 16);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const WARM_UP_MS = 3000;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Measured {
  nodes: number;
  perSecond: number;
  byKind: Record<Sample['kind'], number>;
  p50: number;
  p99: number;
  failed: number;
  cpuMsPerAnswer: number;
}

async function measure(store: ClusterStore, nodes: number): Promise<Measured> {
  const { test, host, fixtures } = await startBenchCluster(store, nodes);
  try {
    const { cluster } = test;
    const shoppers = (maxRequests: number) =>
      new ShopperLoad({ base: cluster.url, host, shoppers: SHOPPERS, ...fixtures, maxRequests });
    // The caches and the connections warmed, as a running shop's are.
    const warm = shoppers(100_000);
    warm.start();
    await wait(WARM_UP_MS);
    await warm.stop();

    const pids = [...cluster.gateways, ...cluster.apis, cluster.balancer].map((node) => node.pid);
    const cpu = () => pids.reduce<number>((sum, pid) => sum + treeCpuMs(pid), 0);
    const run = shoppers(10_000_000);
    const cpuBefore = cpu();
    run.start();
    await wait(DURATION_S * 1000);
    await run.stop();
    const cpuMs = cpu() - cpuBefore;
    const answered = run.samples.filter((s) => s.status >= 200 && s.status < 400);
    const seconds = run.now() / 1000;
    const latencies = answered.map((s) => s.ms).sort((a, b) => a - b);
    const count = (kind: Sample['kind']) => answered.filter((s) => s.kind === kind).length / seconds;
    return {
      nodes,
      perSecond: answered.length / seconds,
      byKind: { page: count('page'), cart: count('cart'), order: count('order') },
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      failed: run.samples.length - answered.length,
      cpuMsPerAnswer: cpuMs / Math.max(1, answered.length),
    };
  } finally {
    await test.stop();
  }
}

console.log(
  `cluster throughput: ${SHOPPERS} shoppers, ${DURATION_S} s per cluster, ${ROUNDS} round(s); load ${load()}`,
);
const store = await buildClusterStore();
const results: Measured[] = [];
try {
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const nodes of round % 2 === 0 ? [1, 2] : [2, 1]) {
      const result = await measure(store, nodes);
      results.push(result);
      console.log(
        `  ${nodes} + ${nodes} nodes: ${result.perSecond.toFixed(1)} answers/s (pages ${result.byKind.page.toFixed(1)}, ` +
          `cart ${result.byKind.cart.toFixed(1)}, orders ${result.byKind.order.toFixed(1)}), p50 ${result.p50.toFixed(1)} ms, ` +
          `p99 ${result.p99.toFixed(1)} ms, ${result.failed} failed, ${result.cpuMsPerAnswer.toFixed(2)} ms CPU per answer`,
      );
    }
  }
} finally {
  store.remove();
}
const rateOf = (nodes: number) => median(results.filter((r) => r.nodes === nodes).map((r) => r.perSecond));
console.log(
  `two-node cluster / one-node cluster, answers per second: ${(rateOf(2) / rateOf(1)).toFixed(2)}x; load ${load()}`,
);
process.exit(0);
