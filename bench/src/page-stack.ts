// The pieces a page bench needs, started the way production runs them: the shell built, mf-content
// released into a fresh module store and pinned for every brand, the API (embedded PGlite with the
// demo seed) and the gateway each in a process of their own.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, freePort, runStep, startService, waitFor } from '@vitrina/e2e/processes';
import { ModuleStore } from '@vitrina/gateway/modules';

export interface PageStack {
  gateway: string;
  stop(): void;
}

export async function startPageStack(gatewayEnv: Record<string, string> = {}): Promise<PageStack> {
  const dir = mkdtempSync(join(tmpdir(), 'vitrina-bench-pages-'));
  runStep([join(ROOT, 'shell/build.ts')], join(ROOT, 'shell'));
  const { version } = JSON.parse(readFileSync(join(ROOT, 'mf-content/package.json'), 'utf8')) as { version: string };
  const out = join(dir, 'build');
  runStep([join(ROOT, 'shared/mf-kit/src/build-cli.ts'), join(ROOT, 'mf-content'), '--out', out]);
  const store = new ModuleStore(join(dir, 'modules'));
  await store.publish(out);
  store.pin('*', 'content', version);

  const [apiPort, gatewayPort] = [await freePort(), await freePort()];
  const api = `http://127.0.0.1:${apiPort}`;
  const children = [startService('api', 'api/src/server.ts', { API_PORT: String(apiPort), DATA_DIR: join(dir, 'api'), LOG_LEVEL: 'warn' })];
  await waitFor(`${api}/health`);
  children.push(
    startService('gateway', 'gateway/src/server.ts', {
      PORT: String(gatewayPort), API_BASE_URL: api, MODULES_DIR: join(dir, 'modules'), LOG_LEVEL: 'warn', ...gatewayEnv,
    }),
  );
  const gateway = `http://127.0.0.1:${gatewayPort}`;
  await waitFor(`${gateway}/robots.txt`);
  return {
    gateway,
    stop() {
      for (const child of children) child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
