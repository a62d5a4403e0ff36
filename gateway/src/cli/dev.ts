// `npm run dev`: the whole storefront in watch mode on one machine. The API and the gateway restart
// when their code (or the shell's server code) changes, the shell's browser bundle rebuilds in
// place, and each chosen remote is rebuilt, released and pinned on every change (dev-remote.ts).
//   npm run dev                         everything, every remote
//   npm run dev -- content catalog      only these remotes are watched (the rest: built once)
//   npm run dev -- content --attach --brand pharmacy
//                                       a squad's remote alone against a shared gateway: releases
//                                       into that gateway's MODULES_DIR and pins one brand there
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '@vitrina/config';
import { REMOTE_KEYS, REMOTES, isRemoteKey } from '@vitrina/mf-kit';
import type { RemoteKey } from '@vitrina/mf-kit';
import { gatewayConfigSchema } from '../config.ts';
import { ModuleStore } from '../modules/store.ts';
import { startDevRemote } from './dev-remote.ts';
import type { RemoteBuilder } from './dev-remote.ts';

const ROOT = resolve(fileURLToPath(import.meta.url), '../../../..');
const USAGE = 'usage: dev [remote ...] [--attach --brand <brand>]';
const tsx = createRequire(join(ROOT, 'gateway/package.json')).resolve('tsx/cli');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { attach: { type: 'boolean', default: false }, brand: { type: 'string' } },
});
const unknown = positionals.filter((name) => !isRemoteKey(name));
if (unknown.length > 0 || (values.attach && !values.brand)) {
  console.error(
    unknown.length > 0
      ? `dev: no remote called ${unknown.join(', ')} (${REMOTE_KEYS.join(', ')})`
      : `dev: --attach needs --brand\n${USAGE}`,
  );
  process.exit(2);
}
const watched = (positionals.length > 0 ? positionals : [...REMOTE_KEYS]) as RemoteKey[];
// One service key for the API and the gateway of this dev stack (an attached squad uses the shared one's).
process.env.SERVICE_KEY ??= randomBytes(32).toString('base64url');
const config = loadConfigOrExit(gatewayConfigSchema, process.env);
const children: ChildProcess[] = [];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

function startChild(name: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => code && code !== 143 && console.error(`dev: ${name} exited with ${code}`));
  children.push(child);
  return child;
}

/** The real build, as release uses it, without minifying (readable stacks while developing). */
const build: RemoteBuilder = (key, version) =>
  new Promise((done, fail) => {
    const out = mkdtempSync(join(tmpdir(), `vitrina-dev-${key}-`));
    const child = spawn(
      process.execPath,
      [
        join(ROOT, 'shared/mf-kit/src/build-cli.ts'),
        join(ROOT, REMOTES[key]),
        '--version',
        version,
        '--out',
        out,
        '--dev',
      ],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? done(out) : fail(new Error(errors.trim() || `build exited with ${code}`)),
    );
  });

// A dev stack keeps its releases apart from the demo's store; attached, it is the shared one.
const modulesDir = values.attach ? config.MODULES_DIR : join(resolve(config.DATA_DIR), 'dev-modules');
if (!values.attach) rmSync(modulesDir, { recursive: true, force: true });
const store = new ModuleStore(modulesDir);
const brand = values.brand ?? '*';

if (!values.attach) {
  // The shops' public origins name the port the dev gateway serves on (http://<brand>.localhost:PORT).
  startChild('api', [tsx, 'watch', '--clear-screen=false', 'api/src/server.ts'], {
    DATA_DIR: resolve(config.DATA_DIR),
    SHOP_PUBLIC_PORT: String(config.PORT),
    TRUST_PROXY: '127.0.0.1,::1',
  });
  startChild('shell', [join(ROOT, 'shell/build.ts'), '--watch', '--dev'], {});
}
const log = (line: string) => console.log(`[dev] ${line}`);
const session = Date.now().toString(36);
for (const key of REMOTE_KEYS) {
  const dir = join(ROOT, REMOTES[key]);
  const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string };
  const remote = await startDevRemote({ key, dir, baseVersion: version, store, brand, build, log, session });
  // Remotes nobody works on are built once so every page has them, and not watched.
  if (!watched.includes(key)) remote.stop();
}
if (!values.attach) {
  startChild('gateway', [tsx, 'watch', '--clear-screen=false', '--include', 'shell/src', 'gateway/src/server.ts'], {
    MODULES_DIR: modulesDir,
    SHELL_ASSETS_LIVE: 'true',
    // A page cached before an edit would hide it.
    PAGE_CACHE_TTL_S: '1',
    // React's development build: its warnings (hydration, keys) are what a developer wants to see.
    NODE_ENV: 'development',
  });
  log(
    `storefront on http://<brand>.localhost:${config.PORT}/ (e.g. http://pharmacy.localhost:${config.PORT}/); watching ${watched.join(', ')}`,
  );
} else {
  log(`watching ${watched.join(', ')}; each build is pinned for ${brand} in ${modulesDir}`);
}
