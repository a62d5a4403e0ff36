// A PostgreSQL server of the suite's own (Debian's binaries, initdb in a temporary folder, a free
// port), so a test can stop and restart it without touching the machine's shared server. It runs
// as the `postgres` user: PostgreSQL refuses to run as root.
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './processes.ts';

/** The newest installed PostgreSQL's binaries (initdb is not on PATH in Debian's packaging). */
function binary(name: string): string {
  const onPath = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return onPath;
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql') : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql)');
  return join('/usr/lib/postgresql', newest, 'bin', name);
}

function postgresUser(): { uid: number; gid: number } {
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
}

async function untilReady(port: number): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const ready = spawnSync(binary('pg_isready'), ['-q', '-h', '127.0.0.1', '-p', String(port)]);
    if (ready.status === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`PostgreSQL on ${port} did not start`);
}

export async function startOwnPostgres() {
  const dir = mkdtempSync(join(tmpdir(), 'vitrina-pg-'));
  const user = postgresUser();
  chownSync(dir, user.uid, user.gid);
  const data = join(dir, 'data');
  const init = spawnSync(binary('initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync'], {
    ...user,
    encoding: 'utf8',
  });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    // fsync off: the suite's restarts are of the server, never of the machine; commits still are atomic.
    const args = ['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off'];
    child = spawn(binary('postgres'), args, { ...user, stdio: 'ignore' });
    await untilReady(port);
  };
  await start();
  const exited = () =>
    new Promise<void>((resolve) =>
      child && child.exitCode === null ? child.once('exit', () => resolve()) : resolve(),
    );
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    /** A database of its own on this server. */
    database(name: string): string {
      const made = spawnSync(binary('psql'), [
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-U',
        'postgres',
        '-qc',
        `CREATE DATABASE ${name}`,
      ]);
      if (made.status !== 0) throw new Error(`CREATE DATABASE ${name} failed`);
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    /**
     * An immediate shutdown (SIGQUIT: every session cut off, no checkpoint, crash recovery at the
     * next start; uncommitted work is lost, committed work is not), then started again. SIGKILL
     * would leave the sessions' processes holding the shared memory a new server needs.
     */
    async crashAndRestart(): Promise<void> {
      const gone = exited();
      child?.kill('SIGQUIT');
      await gone;
      await start();
    },
    async stop(): Promise<void> {
      const gone = exited();
      child?.kill('SIGQUIT');
      await gone;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
