// The cluster benches' stack: the shell built, every remote released at its own version into a
// fresh module store and pinned for every brand, mf-content released a second time (the soak pins
// it back and forth), and the cluster suite's topology (HAProxy, N gateway and N API nodes, their
// own PostgreSQL and Redis) serving that store. The pharmacy shop's fixtures for the shoppers.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { shopFixtures } from '@vitrina/e2e/cluster-faults';
import { startTestCluster } from '@vitrina/e2e/cluster';
import type { TestCluster } from '@vitrina/e2e/cluster';
import { ROOT, runStep } from '@vitrina/e2e/processes';
import { ModuleStore } from '@vitrina/gateway/modules';
import { REMOTE_KEYS, REMOTES } from '@vitrina/mf-kit';

export interface ClusterStore {
  modulesDir: string;
  /** mf-content's pinned version and the other one the soak switches to. */
  content: { pinned: string; other: string };
  remove(): void;
}

export async function buildClusterStore(): Promise<ClusterStore> {
  const dir = mkdtempSync(join(tmpdir(), 'vitrina-bench-cluster-'));
  runStep([join(ROOT, 'shell/build.ts')], join(ROOT, 'shell'));
  const store = new ModuleStore(join(dir, 'modules'));
  const release = async (key: (typeof REMOTE_KEYS)[number], version: string) => {
    const out = join(dir, 'builds', `${key}-${version}`);
    runStep([
      join(ROOT, 'shared/mf-kit/src/build-cli.ts'),
      join(ROOT, REMOTES[key]),
      '--out',
      out,
      '--version',
      version,
    ]);
    await store.publish(out);
  };
  let pinned = '';
  for (const key of REMOTE_KEYS) {
    const source = join(ROOT, REMOTES[key]);
    const { version } = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8')) as { version: string };
    await release(key, version);
    store.pin('*', key, version);
    if (key === 'content') pinned = version;
  }
  const other = `${pinned}-soak`;
  await release('content', other);
  return {
    modulesDir: join(dir, 'modules'),
    content: { pinned, other },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export async function startBenchCluster(store: ClusterStore, nodes: number) {
  const test: TestCluster = await startTestCluster({
    modulesDir: store.modulesDir,
    nodes,
    // The load is the point: no rate limit stands between the shoppers and the nodes.
    apiEnv: { RATE_LIMITS: 'off' },
  });
  return { test, host: `pharmacy.localhost:${new URL(test.cluster.url).port}`, fixtures: shopFixtures(test) };
}
