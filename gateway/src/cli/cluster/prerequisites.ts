// What the cluster needs from the machine besides Node: HAProxy from Debian's packages (installed
// here if missing, like the journeys' chromium) and its database on the PostgreSQL server.
import { spawnSync } from 'node:child_process';

const has = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

export function ensureHaproxy(log: (line: string) => void): void {
  if (has('haproxy')) return;
  if (process.getuid?.() !== 0) throw new Error('HAProxy is missing: run `apt-get install -y haproxy` as root');
  log('installing HAProxy (apt-get install -y haproxy)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'haproxy'],
  ]) {
    const res = spawnSync('apt-get', args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
    if (res.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  }
}

/** Creates the URL's database when the server does not have it (psql, as the CI script does). */
export function ensureDatabase(databaseUrl: string): void {
  const target = new URL(databaseUrl);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[A-Za-z0-9_]{1,63}$/.test(name)) throw new Error(`the database name "${name}" is not a plain identifier`);
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const psql = (sql: string) => spawnSync('psql', [admin.href, '-tAqc', sql], { encoding: 'utf8' });
  const found = psql(`SELECT 1 FROM pg_database WHERE datname = '${name}'`);
  if (found.status !== 0) throw new Error(`PostgreSQL at ${admin.host} cannot be reached: ${found.stderr.trim()}`);
  if (found.stdout.trim() === '1') return;
  const created = psql(`CREATE DATABASE ${name}`);
  if (created.status !== 0) throw new Error(`CREATE DATABASE ${name} failed: ${created.stderr.trim()}`);
}
