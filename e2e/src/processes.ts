import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';

export const ROOT = new URL('../../', import.meta.url).pathname.replace(/\/$/, '');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Runs a build step to completion; a failure stops the suite with the step's output. */
export function runStep(args: string[], cwd = ROOT): void {
  const res = spawnSync(process.execPath, args, { cwd, encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`${args.join(' ')} failed:\n${res.stdout}\n${res.stderr}`);
}

/**
 * Starts a TypeScript service with tsx. `group` puts it in a process group of its own, so a test
 * can stop, continue or kill the service itself and not only tsx's launcher (signalGroup).
 */
export function startService(
  name: string,
  script: string,
  env: Record<string, string>,
  options: { group?: boolean } = {},
): ChildProcess {
  const tsx = createRequire(`${ROOT}/gateway/package.json`).resolve('tsx/cli');
  const child = spawn(process.execPath, [tsx, script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    detached: options.group ?? false,
    stdio: ['ignore', process.env.E2E_DEBUG ? 'inherit' : 'ignore', process.env.E2E_DEBUG ? 'inherit' : 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  child.on('exit', (code) => {
    // 143 is our own SIGTERM at the end of the suite.
    if (code && code !== 143) console.error(`${name} exited with ${code}:\n${errors}`);
  });
  return child;
}

/** A signal to every process of a service started with `group` (SIGSTOP, SIGCONT, SIGKILL). */
export function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // already gone
  }
}

export async function waitFor(url: string, headers: Record<string, string> = {}, ms = 120_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const res = await fetch(url, { headers, redirect: 'manual' });
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}
