// The cluster under faults while virtual shoppers browse and check out through the balancer (issue
// 22): a gateway node killed and restarted, an API node killed mid-checkout, PostgreSQL restarted
// mid-checkout, Redis killed and restarted (its carts on an append-only file), the module store
// made read-only. Each fault's effect is measured and printed; only requests in flight may fail,
// the stack recovers by itself, and no order or cart record is lost, doubled or half made.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestCluster } from '../src/cluster.ts';
import type { TestCluster } from '../src/cluster.ts';
import { runFaults } from '../src/cluster-faults.ts';

const SHOPPERS = 4;
const mount = join(mkdtempSync(join(tmpdir(), 'vitrina-chaos-store-')), 'modules');
let test: TestCluster;

beforeAll(async () => {
  // The journeys' store seen through a mount of its own, which the last fault makes read-only.
  mkdirSync(mount);
  const bound = spawnSync('mount', ['--bind', inject('modulesDir'), mount], { encoding: 'utf8' });
  if (bound.status !== 0) throw new Error(`mount --bind failed: ${bound.stderr}`);
  test = await startTestCluster({
    modulesDir: mount,
    redisPersistence: true,
    // Short waits, so a fault shows in a few seconds: the page cache and the cart store give up
    // on a Redis that does not answer after 500 ms.
    gatewayEnv: { PAGE_CACHE_TIMEOUT_MS: '500', CART_STORE_TIMEOUT_MS: '500', PAGE_BUDGET_MS: '3000' },
    apiEnv: { RATE_LIMITS: 'off' },
  });
});
afterAll(async () => {
  await test?.stop();
  spawnSync('umount', [mount]);
  rmSync(join(mount, '..'), { recursive: true, force: true });
});

describe('the cluster under faults', () => {
  it('serves every fault with only in-flight failures, recovers by itself and loses no data', async () => {
    const { reports, load, ordersLost } = await runFaults(test, {
      shoppers: SHOPPERS,
      phaseMs: 3000,
      maxRequests: 20_000,
      modulesMount: mount,
    });
    console.table(reports.map(({ dataLost, ...figures }) => ({ ...figures, dataLost: dataLost.join('; ') || 'none' })));
    expect(reports.map((r) => r.fault)).toHaveLength(5);
    for (const r of reports) {
      expect([r.fault, r.dataLost]).toEqual([r.fault, []]);
      // Whatever failed while a part was down, nothing fails once it is back: the stack reconnects.
      expect([r.fault, r.failedAfterRepair]).toEqual([r.fault, 0]);
      expect([r.fault, r.recoveryMs < 15_000]).toEqual([r.fault, true]);
    }
    // A node killed costs at most what each shopper had in flight on it (the balancer retries the
    // rest); the parts every node shares (PostgreSQL, Redis) fail requests for as long as they are down.
    for (const fault of ['gateway node killed and restarted', 'API node killed mid-checkout']) {
      expect([fault, reports.find((r) => r.fault === fault)!.failed <= SHOPPERS]).toEqual([fault, true]);
    }
    expect(reports.find((r) => r.fault === 'module store read-only')?.failed).toBe(0);
    expect(ordersLost).toEqual([]);
    expect(load.checkouts.filter((c) => c.orderId !== null).length).toBeGreaterThan(5);
  }, 240_000);
});
