// A gateway node started with a wrong setting stops with one line that names it (exit 1), so ops
// see the mistake in the orchestrator's log instead of a stack trace or a node that half works.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const gatewayDir = join(dirname(fileURLToPath(import.meta.url)), '..');

function startWith(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: gatewayDir,
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });
}

describe('gateway start-up configuration', () => {
  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ API_BASE_URL: 'ftp://api.internal' }, 'API_BASE_URL'],
    [{ REDIS_URL: 'http://127.0.0.1:6379' }, 'REDIS_URL'],
    [{ ADMIN_TOKEN: 'short' }, 'ADMIN_TOKEN'],
    [{ TRUST_PROXY: 'everyone' }, 'TRUST_PROXY'],
  ])('refuses %o with one line naming %s', (env, name) => {
    const result = startWith(env);
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(name);
  });
});
