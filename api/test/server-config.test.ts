import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');

function startWith(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });
}

describe('API start-up configuration', () => {
  it.each([
    [{ API_PORT: 'abc' }, 'API_PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  ])('refuses %o with one line naming %s', (env, name) => {
    const result = startWith(env);
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(name);
  });
});

describe('db:seed flags', () => {
  function seedWith(args: string[]) {
    return spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/seed.ts', ...args], {
      cwd: apiDir,
      env: { PATH: process.env.PATH ?? '' },
      encoding: 'utf8',
      timeout: 20_000,
    });
  }

  it.each([
    [['--products', 'abc'], '--products'],
    [['--products', '0'], '--products'],
    [['--brands', 'nope'], 'unknown brand nope'],
  ])('refuses %o with exit 2 before touching the database', (args, message) => {
    const result = seedWith(args);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(message);
  });
});
