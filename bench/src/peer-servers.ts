// The servers bench:peers runs beside the gateway, each in a process of its own so that /proc
// tells its CPU apart: the Next.js peer (built for production at bench time), the bare Fastify +
// React peer in both render modes, and the node:http ceiling sending the gateway's own bytes.
import { fork, spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT, freePort, startService, waitFor } from '@vitrina/e2e/processes';
import { canonicalOrigin, inlineStyles } from './page-elements.ts';
import { treeCpuMs } from './process-cpu.ts';

export interface Server {
  url: string;
  /** CPU milliseconds its process tree has used so far. */
  cpuMs(): number;
  stop(): void;
}

const PEERS = join(ROOT, 'bench/peers');
const NEXT_APP = join(PEERS, 'next');
const nextBin = () => createRequire(join(PEERS, 'package.json')).resolve('next/dist/bin/next');
const NEXT_ENV = { NEXT_TELEMETRY_DISABLED: '1' };

const serverOf = (url: string, child: ChildProcess): Server => ({
  url,
  cpuMs: () => treeCpuMs(child.pid),
  stop: () => void child.kill('SIGTERM'),
});

/**
 * What every peer is told (bench/peers/tree/config.ts): the API and shop the gateway renders from,
 * and, taken from the gateway's `reference` page (a catalogue page), the public origin its links
 * name and its inline styles, with those of its `content` page's area when given (mf-content's),
 * written into `dir`, so that a peer's page carries the gateway's bytes.
 */
export function peerEnv(
  api: string,
  siteToken: string,
  reference: string,
  dir: string,
  content?: string,
): Record<string, string> {
  const stylesFile = join(dir, 'styles.json');
  const styles = { ...inlineStyles(reference), content: content ? inlineStyles(content).page : [] };
  writeFileSync(stylesFile, JSON.stringify(styles));
  return {
    PEER_API_URL: api,
    PEER_SITE_TOKEN: siteToken,
    PEER_ORIGIN: canonicalOrigin(reference),
    PEER_CSS_FILE: stylesFile,
  };
}

/** `next build` of the Next.js peer into bench/peers/next/dist; answers how long it took (ms). */
export function buildNext(): number {
  const started = Date.now();
  const res = spawnSync(process.execPath, [nextBin(), 'build'], {
    cwd: NEXT_APP,
    env: { ...process.env, ...NEXT_ENV },
    encoding: 'utf8',
  });
  if (res.status !== 0) throw new Error(`next build failed:\n${res.stdout}\n${res.stderr}`);
  return Date.now() - started;
}

/** `next start`: the production server of the built peer. */
export async function startNext(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, [nextBin(), 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: NEXT_APP,
    env: { ...process.env, ...env, ...NEXT_ENV },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/robots.txt`);
  return serverOf(url, child);
}

/** The bare Fastify + React 19 peer, rendering with renderToString or renderToPipeableStream. */
export async function startBareReact(mode: 'string' | 'stream', env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child = startService(`bare React peer (${mode})`, 'bench/peers/fastify/server.tsx', {
    ...env,
    NODE_ENV: 'production',
    // The peer's own compiler settings (the automatic JSX runtime), not those of the workspace root.
    TSX_TSCONFIG_PATH: join(PEERS, 'tsconfig.json'),
    PEER_RENDER: mode,
    PEER_PORT: String(port),
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/robots.txt`);
  return serverOf(url, child);
}

/** The ceiling: plain node:http sending `gzipped` (the gateway's answer) for every request. */
export async function startCeiling(dir: string, name: string, gzipped: Buffer): Promise<Server> {
  const file = join(dir, `${name}.html.gz`);
  writeFileSync(file, gzipped);
  const child = fork(new URL('./static-page-server.ts', import.meta.url), {
    env: { ...process.env, PAGE_FILE: file, PAGE_ENCODING: 'gzip' },
  });
  const [{ url }] = (await once(child, 'message')) as [{ url: string }];
  return serverOf(url, child);
}
