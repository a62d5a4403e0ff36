// A gateway node started with a wrong setting stops with one line that names it (exit 1), so ops
// see the mistake in the orchestrator's log instead of a stack trace or a node that half works.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { attemptStart } from '@vitrina/config/start-refusal';

const gatewayDir = join(dirname(fileURLToPath(import.meta.url)), '..');

describe('gateway start-up configuration', () => {
  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ API_BASE_URL: 'ftp://api.internal' }, 'API_BASE_URL'],
    [{ REDIS_URL: 'http://127.0.0.1:6379' }, 'REDIS_URL'],
    [{ ADMIN_TOKEN: 'short' }, 'ADMIN_TOKEN'],
    [{ TRUST_PROXY: 'everyone' }, 'TRUST_PROXY'],
  ])('refuses %o with one line naming %s', (env, name) => {
    const { status, lines } = attemptStart(gatewayDir, 'src/server.ts', env);
    expect(status).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(name);
  });
});
