// The cluster topology for the suites (gateway/src/cli/cluster): 2 API and 2 gateway nodes behind
// HAProxy, on a PostgreSQL and a Redis of the suite's own, with the journeys' module store (its
// pins.json seeds the shared pins in Redis). Ports of its own; stop() removes everything.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCluster } from '@vitrina/gateway/cluster';
import type { Cluster } from '@vitrina/gateway/cluster';
import { startOwnPostgres } from './postgres-server.ts';
import { freePort } from './processes.ts';
import { startOwnRedis } from './redis-server.ts';
import { ADMIN_TOKEN, SERVICE_KEY } from './stack.ts';

export const CLUSTER_SECRETS = {
  adminToken: ADMIN_TOKEN,
  serviceKey: SERVICE_KEY,
  formChallengeSecret: 'cluster-form-challenge-secret-0123456789abcdef',
  authJwtSecret: 'cluster-auth-jwt-secret-0123456789abcdef01234567',
  paymentDemoSecret: 'cluster-payment-demo-secret-0123456789abcdef012',
};

export interface TestClusterOptions {
  /** The module store the gateways share (the journeys' own, or a bind mount of it). */
  modulesDir: string;
  gatewayEnv?: Record<string, string>;
  apiEnv?: Record<string, string>;
  /** Redis with an append-only file, so a restart keeps the carts. */
  redisPersistence?: boolean;
  /** Gateway nodes and API nodes, each (2; the cluster bench compares 1 and 2). */
  nodes?: number;
}

export type TestCluster = Awaited<ReturnType<typeof startTestCluster>>;

export async function startTestCluster(options: TestClusterOptions) {
  const dir = mkdtempSync(join(tmpdir(), 'vitrina-cluster-'));
  const postgres = await startOwnPostgres();
  const redis = await startOwnRedis(options.redisPersistence ? { dir } : {});
  const port = () => freePort();
  const nodePorts = async () => {
    const list: number[] = [];
    for (let i = 0; i < (options.nodes ?? 2); i += 1) list.push(await port());
    return list;
  };
  const ports = {
    shop: await port(),
    api: await port(),
    stats: await port(),
    gateways: await nodePorts(),
    apis: await nodePorts(),
  };
  let cluster: Cluster;
  try {
    cluster = await startCluster({
      databaseUrl: postgres.database('vitrina_cluster'),
      redisUrl: redis.url,
      dataDir: join(dir, 'data'),
      modulesDir: options.modulesDir,
      runDir: join(dir, 'run'),
      ports,
      secrets: CLUSTER_SECRETS,
      checkIntervalMs: 500,
      gatewayEnv: { ADMIN_RATE_LIMIT: '10000', LOG_LEVEL: 'error', ...options.gatewayEnv },
      apiEnv: { LOG_LEVEL: 'error', ...options.apiEnv },
      ...(process.env.E2E_DEBUG ? { output: (name: string, line: string) => console.error(`[${name}] ${line}`) } : {}),
    });
  } catch (error) {
    redis.stop();
    await postgres.stop();
    throw error;
  }
  return {
    cluster,
    postgres,
    redis,
    dir,
    /** The API nodes' shared DATA_DIR (outbox, media). */
    dataDir: join(dir, 'data'),
    async stop() {
      await cluster.stop();
      redis.stop();
      await postgres.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
