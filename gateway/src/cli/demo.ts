// `npm run demo`: the reference back end and the gateway with every brand, from a fresh clone.
// Builds the shell, releases each remote's current version into the store (once), makes it the
// default unless the default is newer, starts the API as a child process, and serves.
import '../production-env.ts';
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfigOrExit } from '@vitrina/config';
import { REMOTE_KEYS, REMOTES } from '@vitrina/mf-kit';
import { buildGateway, shellDir } from '../app.ts';
import { gatewayConfigSchema } from '../config.ts';
import { ModuleStore } from '../modules/store.ts';
import { compareVersions } from '../modules/versions.ts';
import { demoAddresses } from './demo-brands.ts';

const ROOT = resolve(fileURLToPath(import.meta.url), '../../../..');

function step(args: string[], cwd = ROOT) {
  const res = spawnSync(process.execPath, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
  if (res.status !== 0) throw new Error(`demo: ${args.join(' ')} failed`);
}

async function publishCurrentVersions(store: ModuleStore) {
  for (const key of REMOTE_KEYS) {
    const dir = join(ROOT, REMOTES[key]);
    const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string };
    if (!store.has(key, version)) {
      const out = mkdtempSync(join(tmpdir(), `vitrina-demo-${key}-`));
      step([join(ROOT, 'shared/mf-kit/src/build-cli.ts'), dir, '--out', out]);
      await store.publish(out);
      rmSync(out, { recursive: true, force: true });
    }
    // The default follows the code: a demo started after a pull serves the new versions. A brand's
    // own pins (ops' choice) are left alone.
    const pinned = store.show('*').remotes[key]?.version;
    if (!pinned || compareVersions(pinned, version) < 0) store.pin('*', key, version);
  }
}

async function waitFor(url: string) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`demo: ${url} did not come up`);
}

const adminToken = process.env.ADMIN_TOKEN ?? randomBytes(18).toString('base64url');
// The gateway's credential for the API's shop lookup: one per demo run unless ops set their own.
const serviceKey = process.env.SERVICE_KEY ?? randomBytes(32).toString('base64url');
const config = loadConfigOrExit(gatewayConfigSchema, {
  ...process.env,
  ADMIN_TOKEN: adminToken,
  SERVICE_KEY: serviceKey,
});
console.log('building the shell and the remotes...');
step([join(shellDir(), 'build.ts')], shellDir());
const store = new ModuleStore(config.MODULES_DIR);
await publishCurrentVersions(store);

const tsx = createRequire(join(ROOT, 'api/package.json')).resolve('tsx/cli');
// The shops' public origins name the port this gateway serves on (http://<brand>.localhost:PORT).
// The API believes X-Forwarded-For from the gateway on this machine only (its rate limits count shoppers).
const apiEnv = {
  ...process.env,
  DATA_DIR: resolve(config.DATA_DIR),
  SHOP_PUBLIC_PORT: String(config.PORT),
  SERVICE_KEY: serviceKey,
  TRUST_PROXY: process.env.API_TRUST_PROXY ?? '127.0.0.1,::1',
};
const api = spawn(process.execPath, [tsx, 'src/server.ts'], { cwd: join(ROOT, 'api'), stdio: 'inherit', env: apiEnv });
process.on('exit', () => api.kill());
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0));
await waitFor(`${config.API_BASE_URL}/health`);

const app = await buildGateway({ config, store, logger: { level: 'warn' } });
await app.listen({ port: config.PORT, host: config.HOST });
console.log(`\nVitrina demo is running. Admin API token: ${adminToken}`);
for (const line of demoAddresses(config.PORT)) console.log(line);
