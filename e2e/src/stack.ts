import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ModuleStore } from '@vitrina/gateway/modules';
import { REMOTE_KEYS, REMOTES } from '@vitrina/mf-kit';
import type { RemoteKey } from '@vitrina/mf-kit';
import { ROOT, freePort, runStep, startService, waitFor } from './processes.ts';

export const ADMIN_TOKEN = 'e2e-admin-token-0123456789';
/** The gateway's credential for the API's service calls (sites/resolve); both processes get it. */
export const SERVICE_KEY = 'e2e-service-key-0123456789abcdef0123456789';
/** Versions published besides 1.0.0 of every remote. */
export const VERSIONS = {
  contentNext: '1.0.1',
  advertsThrowing: '1.0.3-throws',
  advertsMissing: '1.0.4-missing',
  advertsModals: '1.0.5-modals',
  contentPromo: '1.0.6-promo',
} as const;

export interface Stack {
  gateway: string;
  api: string;
  dir: string;
  stop(): Promise<void>;
}

function build(remoteDir: string, out: string, version?: string) {
  runStep([
    join(ROOT, 'shared/mf-kit/src/build-cli.ts'),
    remoteDir,
    '--out',
    out,
    ...(version ? ['--version', version] : []),
  ]);
}

/** Publishes a release of a remote built from a fixture's source, in a folder named like the remote. */
async function publishFixture(
  dir: string,
  store: ModuleStore,
  fixtureName: string,
  version: string,
  remote: RemoteKey = 'adverts',
): Promise<void> {
  const fixture = join(dir, 'fixture', fixtureName, REMOTES[remote]);
  cpSync(join(ROOT, 'e2e/fixtures', fixtureName), fixture, { recursive: true });
  cpSync(join(ROOT, REMOTES[remote], 'package.json'), join(fixture, 'package.json'));
  symlinkSync(join(ROOT, REMOTES[remote], 'node_modules'), join(fixture, 'node_modules'));
  const out = join(dir, 'builds', `${remote}-${version}`);
  build(fixture, out, version);
  await store.publish(out);
}

/** Builds and publishes what the journeys need into a fresh module store. */
async function publishModules(dir: string): Promise<void> {
  const store = new ModuleStore(join(dir, 'modules'));
  for (const key of REMOTE_KEYS) {
    const out = join(dir, 'builds', `${key}-1.0.0`);
    build(join(ROOT, REMOTES[key]), out, '1.0.0');
    await store.publish(out);
    await store.pin('*', key, '1.0.0');
  }
  const next = join(dir, 'builds', `content-${VERSIONS.contentNext}`);
  build(join(ROOT, 'mf-content'), next, VERSIONS.contentNext);
  await store.publish(next);

  // A release that throws while rendering, and one that owns modals (nothing in the demo opens one yet).
  await publishFixture(dir, store, 'throwing-adverts', VERSIONS.advertsThrowing);
  await publishFixture(dir, store, 'modal-adverts', VERSIONS.advertsModals);
  // A content release with a page no earlier version had (remotes own their routes).
  await publishFixture(dir, store, 'content-extra-page', VERSIONS.contentPromo, 'content');

  // A release whose entry files went missing after publishing (a broken disk or a bad copy).
  const missing = join(dir, 'builds', `adverts-${VERSIONS.advertsMissing}`);
  build(join(ROOT, 'mf-adverts'), missing, VERSIONS.advertsMissing);
  await store.publish(missing);
  // The entry in every form: the static handler would otherwise send its precompressed twin.
  for (const side of ['browser', 'server']) {
    for (const file of ['remoteEntry.js', 'remoteEntry.js.br', 'remoteEntry.js.gz'])
      rmSync(join(dir, 'modules', 'adverts', VERSIONS.advertsMissing, side, file), { force: true });
  }
}

/** Pins a version of a remote for one brand through the admin API (the next request serves it). */
export async function pin(gateway: string, brand: string, remote: string, version: string): Promise<void> {
  const res = await fetch(`${gateway}/admin/pins/${brand}/${remote}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ version }),
  });
  if (res.status !== 200) throw new Error(`pinning ${remote} ${version} for ${brand} answered ${res.status}`);
}

/** Drops a brand's own pin of a remote: it serves the default version again. */
export async function unpin(gateway: string, brand: string, remote: string): Promise<void> {
  const res = await fetch(`${gateway}/admin/pins/${brand}/${remote}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  if (res.status !== 200) throw new Error(`unpinning ${remote} for ${brand} answered ${res.status}`);
}

/** One more gateway process on the stack's module store (another back end, other settings). */
export async function startGateway(
  modulesDir: string,
  env: Record<string, string>,
  port?: number,
): Promise<{ url: string; stop(): void }> {
  port ??= await freePort();
  const child = startService('gateway', 'gateway/src/server.ts', {
    PORT: String(port),
    MODULES_DIR: modulesDir,
    ADMIN_TOKEN,
    SERVICE_KEY,
    // The journeys pin and purge through the admin API more often than ops would.
    ADMIN_RATE_LIMIT: '10000',
    LOG_LEVEL: 'fatal',
    ...env,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/admin/pins`);
  return { url, stop: () => void child.kill('SIGTERM') };
}

/**
 * An API on the embedded database in `dataDir` (seeded at start; letters in `dataDir/outbox`). The
 * shops' public origins name `publicPort`, the port of the gateway a browser will use, so their
 * links and the gateway's same-origin checks work from a browser.
 */
export async function startApi(dataDir: string, publicPort: number): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = startService('api', 'api/src/server.ts', {
    API_PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SERVICE_KEY,
    SHOP_PUBLIC_PORT: String(publicPort),
    TRUST_PROXY: '127.0.0.1',
    RATE_LIMITS: 'off',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/health`);
  return { url, child };
}

export async function startStack(): Promise<Stack> {
  const dir = mkdtempSync(join(tmpdir(), 'vitrina-e2e-'));
  runStep([join(ROOT, 'shell/build.ts')], join(ROOT, 'shell'));
  await publishModules(dir);
  const gatewayPort = await freePort();
  const backEnd = await startApi(join(dir, 'api'), gatewayPort);
  const api = backEnd.url;
  const children: ChildProcess[] = [backEnd.child];
  children.push(
    startService('gateway', 'gateway/src/server.ts', {
      PORT: String(gatewayPort),
      API_BASE_URL: api,
      MODULES_DIR: join(dir, 'modules'),
      ADMIN_TOKEN,
      SERVICE_KEY,
      ADMIN_RATE_LIMIT: '10000',
      REMOTE_TIMEOUT_MS: '2000',
      LOG_LEVEL: 'warn',
    }),
  );
  const gateway = `http://127.0.0.1:${gatewayPort}`;
  await waitFor(`${gateway}/admin/pins`);
  return {
    gateway,
    api,
    dir,
    async stop() {
      for (const child of children) child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
