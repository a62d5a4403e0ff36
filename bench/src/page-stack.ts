// The pieces a page bench needs, started the way production runs them: the shell built, the given
// remotes released into a fresh module store and pinned for every brand, the API (embedded PGlite
// with the demo seed) and the gateway each in a process of their own.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, freePort, runStep, startService, waitFor } from '@vitrina/e2e/processes';
import { ModuleStore } from '@vitrina/gateway/modules';
import { REMOTES } from '@vitrina/mf-kit';
import { treeCpuMs } from './process-cpu.ts';
import type { RemoteKey } from '@vitrina/mf-kit';

export interface PageStack {
  gateway: string;
  /** The API the gateway calls (the peers of bench:peers call it too). */
  api: string;
  /** CPU milliseconds used so far by the gateway and by the API (process-cpu.ts). */
  cpuMs(): { gateway: number; api: number };
  stop(): void;
}

export async function startPageStack(
  remotes: RemoteKey[],
  gatewayEnv: Record<string, string> = {},
): Promise<PageStack> {
  const dir = mkdtempSync(join(tmpdir(), 'vitrina-bench-pages-'));
  runStep([join(ROOT, 'shell/build.ts')], join(ROOT, 'shell'));
  const store = new ModuleStore(join(dir, 'modules'));
  for (const key of remotes) {
    const source = join(ROOT, REMOTES[key]);
    const { version } = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8')) as { version: string };
    const out = join(dir, 'builds', key);
    runStep([join(ROOT, 'shared/mf-kit/src/build-cli.ts'), source, '--out', out]);
    await store.publish(out);
    store.pin('*', key, version);
  }

  const [apiPort, gatewayPort] = [await freePort(), await freePort()];
  const api = `http://127.0.0.1:${apiPort}`;
  // The shops' public origins name the gateway's port, as in the demo.
  const serviceKey = randomBytes(32).toString('base64url');
  const apiEnv = {
    API_PORT: String(apiPort),
    DATA_DIR: join(dir, 'api'),
    LOG_LEVEL: 'warn',
    SHOP_PUBLIC_PORT: String(gatewayPort),
    SERVICE_KEY: serviceKey,
    TRUST_PROXY: '127.0.0.1',
  };
  const children = [startService('api', 'api/src/server.ts', apiEnv)];
  await waitFor(`${api}/health`);
  children.push(
    startService('gateway', 'gateway/src/server.ts', {
      PORT: String(gatewayPort),
      API_BASE_URL: api,
      MODULES_DIR: join(dir, 'modules'),
      LOG_LEVEL: 'warn',
      SERVICE_KEY: serviceKey,
      ...gatewayEnv,
    }),
  );
  const gateway = `http://127.0.0.1:${gatewayPort}`;
  await waitFor(`${gateway}/robots.txt`);
  const [apiProcess, gatewayProcess] = children;
  return {
    gateway,
    api,
    cpuMs: () => ({ gateway: treeCpuMs(gatewayProcess?.pid), api: treeCpuMs(apiProcess?.pid) }),
    stop() {
      for (const child of children) child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
