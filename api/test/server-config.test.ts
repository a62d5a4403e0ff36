import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';
import { attemptStart } from '@vitrina/config/start-refusal';

import { apiConfigSchema } from '../src/config.ts';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');

describe('API start-up configuration', () => {
  it.each([
    [{ API_PORT: 'abc' }, 'API_PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    // Trusting every hop would believe an address any client writes.
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ SERVICE_KEY: 'too-short' }, 'SERVICE_KEY'],
    [{ REDIS_URL: 'http://127.0.0.1:6379' }, 'REDIS_URL'],
    [{ SHOP_PUBLIC_PORT: '70000' }, 'SHOP_PUBLIC_PORT'],
  ])('refuses %o with one line naming %s', (env, name) => {
    const { status, lines } = attemptStart(apiDir, 'src/server.ts', env);
    expect(status).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(name);
  });
});

describe('TRUST_PROXY', () => {
  it('is no proxy by default, else the listed addresses, CIDRs and range names', () => {
    expect(apiConfigSchema.parse({}).TRUST_PROXY).toBe(false);
    expect(apiConfigSchema.parse({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8, loopback' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });
});

describe('db:seed flags', () => {
  it.each([
    [['--products', 'abc'], '--products'],
    [['--products', '0'], '--products'],
    [['--brands', 'nope'], 'unknown brand nope'],
  ])('refuses %o with exit 2 before touching the database', (args, message) => {
    const result = attemptStart(apiDir, 'src/cli/seed.ts', {}, args);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(message);
  });
});
