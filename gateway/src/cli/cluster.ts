// `npm run cluster`: the storefront as it runs in production, on one machine: 2 API and 2 gateway
// nodes behind HAProxy (health checks, /ws/cart upgrades, no stickiness) on PostgreSQL
// (DATABASE_URL, a database it creates and the first API node seeds) and Redis (REDIS_URL), one
// module store folder and one DATA_DIR shared by the nodes, pins in Redis. Ctrl-C stops it all.
import '../production-env.ts';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { loadConfigOrExit } from '@vitrina/config';
import { publishClusterModules } from './cluster/modules.ts';
import { ensureDatabase, ensureHaproxy } from './cluster/prerequisites.ts';
import { startCluster } from './cluster/topology.ts';
import { demoAddresses } from './demo-brands.ts';

const secret = (env: string | undefined, bytes: number) => env ?? randomBytes(bytes).toString('base64url');

const config = loadConfigOrExit(
  z.object({
    PORT: z.coerce.number().int().min(1).max(65000).default(3000),
    API_PORT: z.coerce.number().int().min(1).max(65000).default(4000),
    CLUSTER_NODES: z.coerce.number().int().min(1).max(8).default(2),
    DATA_DIR: z.string().min(1).default('./data'),
    MODULES_DIR: z.string().min(1).optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .default('postgres://postgres@127.0.0.1:5432/vitrina_cluster'),
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).default('redis://127.0.0.1:6379'),
  }),
  process.env,
);
const log = (line: string) => console.log(line);
const dataDir = resolve(config.DATA_DIR, 'cluster');
const modulesDir = resolve(config.MODULES_DIR ?? join(config.DATA_DIR, 'modules'));
const range = (from: number) => Array.from({ length: config.CLUSTER_NODES }, (_, i) => from + i + 1);

ensureHaproxy(log);
ensureDatabase(config.DATABASE_URL);
await publishClusterModules({ modulesDir, redisUrl: config.REDIS_URL, log });
const adminToken = secret(process.env.ADMIN_TOKEN, 18);
log(`starting ${config.CLUSTER_NODES} API and ${config.CLUSTER_NODES} gateway nodes behind HAProxy...`);
const cluster = await startCluster({
  databaseUrl: config.DATABASE_URL,
  redisUrl: config.REDIS_URL,
  dataDir,
  modulesDir,
  runDir: join(dataDir, 'run'),
  ports: {
    shop: config.PORT,
    api: config.API_PORT,
    gateways: range(config.PORT),
    apis: range(config.API_PORT),
    stats: config.PORT + 100,
  },
  secrets: {
    adminToken,
    serviceKey: secret(process.env.SERVICE_KEY, 32),
    formChallengeSecret: secret(process.env.FORM_CHALLENGE_SECRET, 32),
    authJwtSecret: secret(process.env.AUTH_JWT_SECRET, 32),
    paymentDemoSecret: secret(process.env.PAYMENT_DEMO_SECRET, 32),
  },
  output: (name, line) => console.error(`[${name}] ${line}`),
});

log(`\nVitrina cluster is running. Admin API token: ${adminToken}`);
for (const line of demoAddresses(config.PORT)) log(line);
log(`  nodes: ${[...cluster.gateways, ...cluster.apis].map((n) => `${n.name} ${cluster.nodeUrl(n)}`).join(', ')}`);
log(`  the balancer's view: http://127.0.0.1:${config.PORT + 100}/stats   (Ctrl-C stops everything)`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    log('\nstopping the cluster...');
    void cluster.stop().then(() => process.exit(0));
  });
}
