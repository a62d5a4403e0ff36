// The cluster on one machine: N API nodes and N gateway nodes behind HAProxy, on one PostgreSQL
// and one Redis, with one module store folder and one DATA_DIR (media, outboxes) shared by the
// nodes. Shoppers reach the gateways through the balancer's shop port; the gateways reach the
// APIs through its API port, so a node that dies is routed around on both hops. Used by
// `npm run cluster`, the cluster and chaos suites and the cluster benches.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NodeProcess } from './node-process.ts';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const TEMPLATE = join(dirname(fileURLToPath(import.meta.url)), 'haproxy.cfg');

export interface ClusterPorts {
  /** The balancer's port for shoppers (the shops' public origins name it). */
  shop: number;
  /** The balancer's port for the gateways' back-end calls. */
  api: number;
  gateways: number[];
  apis: number[];
  /** The balancer's statistics page (/stats): which nodes are in. */
  stats: number;
}

export interface ClusterSecrets {
  adminToken: string;
  serviceKey: string;
  formChallengeSecret: string;
  authJwtSecret: string;
  paymentDemoSecret: string;
}

export interface ClusterOptions {
  databaseUrl: string;
  redisUrl: string;
  /** The API nodes' DATA_DIR (media, outboxes): one folder for all of them. */
  dataDir: string;
  /** The module store every gateway serves from. */
  modulesDir: string;
  /** Where the balancer's configuration is written. */
  runDir: string;
  ports: ClusterPorts;
  secrets: ClusterSecrets;
  /** How often the balancer checks each node's /health. */
  checkIntervalMs?: number;
  /** Added to every gateway's / API's environment (timeouts, key prefixes, log level). */
  gatewayEnv?: Record<string, string>;
  apiEnv?: Record<string, string>;
  output?: (name: string, line: string) => void;
}

export interface Cluster {
  /** The shops' base: the balancer's shop port. */
  url: string;
  /** The balancer's API port (what the gateways call). */
  apiUrl: string;
  gateways: NodeProcess[];
  apis: NodeProcess[];
  balancer: NodeProcess;
  /** Each node's own URL, for a test that must reach one node. */
  nodeUrl(node: NodeProcess): string;
  /** The balancer's view: each server's status (UP, DOWN, MAINT...) by node name. */
  routing(): Promise<Record<string, string>>;
  /** Resolves once the balancer sends requests to exactly the running nodes (bounded). */
  settled(ms?: number): Promise<void>;
  stop(): Promise<void>;
}

const url = (port: number) => `http://127.0.0.1:${port}`;

export function haproxyConfig(ports: ClusterPorts, checkIntervalMs: number): string {
  const servers = (prefix: string, list: number[]) =>
    list.map((port, i) => `    server ${prefix}${i + 1} 127.0.0.1:${port} check`).join('\n');
  const fields: Record<string, string> = {
    BIND: '127.0.0.1',
    SHOP_PORT: String(ports.shop),
    API_PORT: String(ports.api),
    STATS_PORT: String(ports.stats),
    CHECK_INTERVAL_MS: String(checkIntervalMs),
    GATEWAY_SERVERS: servers('gateway', ports.gateways),
    API_SERVERS: servers('api', ports.apis),
  };
  return readFileSync(TEMPLATE, 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (_, name: string) => fields[name] ?? '');
}

function tsxNode(name: string, script: string, env: Record<string, string>, health: string, options: ClusterOptions) {
  const tsx = createRequire(join(ROOT, 'gateway/package.json')).resolve('tsx/cli');
  return new NodeProcess({
    name,
    command: process.execPath,
    args: [tsx, script],
    cwd: ROOT,
    env,
    healthUrl: health,
    ...(options.output ? { output: options.output } : {}),
  });
}

export function apiNode(options: ClusterOptions, index: number): NodeProcess {
  const port = options.ports.apis[index]!;
  const { secrets } = options;
  const env = {
    API_PORT: String(port),
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    DATA_DIR: options.dataDir,
    SERVICE_KEY: secrets.serviceKey,
    FORM_CHALLENGE_SECRET: secrets.formChallengeSecret,
    AUTH_JWT_SECRET: secrets.authJwtSecret,
    PAYMENT_DEMO_SECRET: secrets.paymentDemoSecret,
    // The calls come through the balancer from the gateways, all on this machine.
    TRUST_PROXY: '127.0.0.1,::1',
    SHOP_PUBLIC_PORT: String(options.ports.shop),
    LOG_LEVEL: 'warn',
    ...options.apiEnv,
  };
  return tsxNode(`api-${index + 1}`, 'api/src/server.ts', env, `${url(port)}/health`, options);
}

export function gatewayNode(options: ClusterOptions, index: number): NodeProcess {
  const port = options.ports.gateways[index]!;
  const env = {
    PORT: String(port),
    API_BASE_URL: url(options.ports.api),
    MODULES_DIR: options.modulesDir,
    REDIS_URL: options.redisUrl,
    ADMIN_TOKEN: options.secrets.adminToken,
    SERVICE_KEY: options.secrets.serviceKey,
    TRUST_PROXY: '127.0.0.1',
    // Two health checks' time: the balancer has stopped sending new requests before the node closes.
    SHUTDOWN_DRAIN_MS: String(2 * (options.checkIntervalMs ?? 1000) + 500),
    LOG_LEVEL: 'warn',
    ...options.gatewayEnv,
  };
  return tsxNode(`gateway-${index + 1}`, 'gateway/src/server.ts', env, `${url(port)}/health`, options);
}

/**
 * Starts the balancer, then the API nodes one after the other (the first migrates and seeds an
 * empty database; two at once would race), then the gateway nodes together.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const checkIntervalMs = options.checkIntervalMs ?? 1000;
  mkdirSync(options.runDir, { recursive: true });
  mkdirSync(options.dataDir, { recursive: true });
  const config = join(options.runDir, 'haproxy.cfg');
  writeFileSync(config, haproxyConfig(options.ports, checkIntervalMs));
  const balancer = new NodeProcess({
    name: 'haproxy',
    command: 'haproxy',
    args: ['-f', config, '-db'],
    cwd: options.runDir,
    env: {},
    healthUrl: `${url(options.ports.stats)}/stats;csv`,
    ...(options.output ? { output: options.output } : {}),
  });
  const apis = options.ports.apis.map((_, i) => apiNode(options, i));
  const gateways = options.ports.gateways.map((_, i) => gatewayNode(options, i));
  const ports = new Map<NodeProcess, number>([
    ...apis.map((node, i) => [node, options.ports.apis[i]!] as const),
    ...gateways.map((node, i) => [node, options.ports.gateways[i]!] as const),
  ]);
  const stop = async () => {
    await Promise.all([...gateways, ...apis].map((node) => node.stop()));
    await balancer.stop();
  };
  const routing = () => balancerRouting(options.ports.stats);
  const settled = async (ms = 30_000) => {
    const until = Date.now() + ms;
    const expected = (name: string) => [...apis, ...gateways].find((node) => node.name === name)?.running;
    while (Date.now() < until) {
      const view = await routing().catch(() => ({}) as Record<string, string>);
      const names = Object.keys(view);
      if (names.length === apis.length + gateways.length && names.every((n) => (view[n] === 'UP') === expected(n)))
        return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the balancer did not settle within ${ms} ms: ${JSON.stringify(await routing())}`);
  };
  try {
    await balancer.start();
    for (const api of apis) await api.start();
    await Promise.all(gateways.map((gateway) => gateway.start()));
    await settled(60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: url(options.ports.shop),
    apiUrl: url(options.ports.api),
    gateways,
    apis,
    balancer,
    nodeUrl: (node) => url(ports.get(node)!),
    routing,
    settled,
    stop,
  };
}

/** The status column of the balancer's CSV statistics, by server (gateway-1, api-2, ...). */
export async function balancerRouting(statsPort: number): Promise<Record<string, string>> {
  const res = await fetch(`${url(statsPort)}/stats;csv`, { signal: AbortSignal.timeout(2000) });
  const [header = '', ...rows] = (await res.text()).split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const [name, status] = [columns.indexOf('svname'), columns.indexOf('status')];
  const view: Record<string, string> = {};
  for (const row of rows) {
    const cells = row.split(',');
    const server = cells[name] ?? '';
    if (/^(gateway|api)\d+$/.test(server)) view[server.replace(/(\d+)$/, '-$1')] = (cells[status] ?? '').split(' ')[0]!;
  }
  return view;
}
