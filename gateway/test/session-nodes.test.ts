// Two gateway nodes on one Redis and one API that rotates refresh tokens: a browser's calls that
// carry the same expiring session to both nodes renew it once, and both nodes hand out the same new
// pair, so the API never sees a rotated token again (it would end the session as stolen). The pair
// waits in Redis sealed with the old refresh token: Redis alone holds no usable token.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../src/app.ts';
import { gatewayConfigSchema } from '../src/config.ts';
import { ModuleStore } from '../src/modules/store.ts';
import { openOutcome, redisRefreshLedger, sealOutcome } from '../src/session/refresh-ledger.ts';
import { tempDir } from './helpers/fake-build.ts';
import { REDIS_URL, dropRedisPrefix } from './helpers/page-gateway.ts';
import { jwt, startSessionApi } from './helpers/session-api.ts';

const HOST = 'pharmacy.localhost:3000';
const prefix = `vitrina-test:${randomUUID()}:refresh:`;
let api: Awaited<ReturnType<typeof startSessionApi>>;
let nodes: Awaited<ReturnType<typeof buildGateway>>[];

function node(apiUrl: string) {
  const store = new ModuleStore(tempDir());
  const config = gatewayConfigSchema.parse({
    API_BASE_URL: apiUrl,
    MODULES_DIR: store.dir,
    REDIS_URL,
    REFRESH_KEY_PREFIX: prefix,
    PAGE_CACHE_KEY_PREFIX: `${prefix}page:`,
    CART_KEY_PREFIX: `${prefix}cart:`,
    CACHE_TAGS_CHANNEL: `${prefix}tags`,
  });
  return buildGateway({ config, store, logger: false, shellAssets: { scripts: [] } });
}

beforeAll(async () => {
  api = await startSessionApi();
  nodes = await Promise.all([node(api.url), node(api.url)]);
});
afterAll(async () => {
  for (const app of nodes ?? []) await app.close();
  await api?.close();
  await dropRedisPrefix(prefix);
});

const echo = (app: (typeof nodes)[number], cookie: string) =>
  app.inject({ url: '/api/echo', headers: { host: HOST, cookie } });
const bearerOf = (res: { json<T>(): T }) => res.json<{ authorization: string | null }>().authorization;

describe('a session renewed across gateway nodes', () => {
  it('is refreshed once when calls with the same expiring token reach both nodes at once, and both get the new pair', async () => {
    const session = await api.signIn();
    const cookie = `token=${await jwt('access', 5)}; refresh_token=${session.refresh}`;
    const before = { ...api.calls };
    const gate = api.holdRefreshes();
    const calls = [0, 1, 0, 1, 0, 1].map((i) => echo(nodes[i]!, cookie));
    await gate.arrived;
    gate.release();
    const answers = await Promise.all(calls);
    // The browser's next call with the old cookie lands on the other node a moment later.
    answers.push(await echo(nodes[1]!, cookie), await echo(nodes[0]!, cookie));
    expect(api.calls.refresh).toBe(before.refresh + 1);
    expect(api.calls.reuse).toBe(before.reuse);
    const bearers = new Set(answers.map(bearerOf));
    expect(bearers.size).toBe(1);
    expect([...bearers][0]).toMatch(/^Bearer eyJ/);
    expect([...bearers][0]).not.toBe(`Bearer ${session.access}`);
  });

  it('after a refresh on node A, the next call on node B with the new cookies goes through without another refresh', async () => {
    const session = await api.signIn();
    const first = await echo(nodes[0]!, `token=${await jwt('access', 5)}; refresh_token=${session.refresh}`);
    const lines = [first.headers['set-cookie']].flat().map(String);
    const cookie = lines.map((line) => line.split(';')[0]).join('; ');
    const refreshes = api.calls.refresh;
    const second = await echo(nodes[1]!, cookie);
    expect(bearerOf(second)).toBe(bearerOf(first));
    expect(api.calls.refresh).toBe(refreshes);
  });

  it('keeps in Redis only a sealed pair that the old refresh token alone opens', async () => {
    const session = await api.signIn();
    await echo(nodes[0]!, `token=${await jwt('access', 5)}; refresh_token=${session.refresh}`);
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    const values = await Promise.all(keys.map((key) => redis.get(key)));
    await redis.quit();
    expect(values.length).toBeGreaterThan(0);
    for (const value of values) expect(value).not.toMatch(/eyJ/);
    const opened = values.map((value) => openOutcome('demo-pharmacy', session.refresh, value!));
    expect(opened.filter((outcome) => outcome?.kind === 'renewed')).toHaveLength(1);
    expect(values.map((value) => openOutcome('demo-pharmacy', `${session.refresh}x`, value!))).not.toContain(
      expect.objectContaining({ kind: 'renewed' }),
    );
  });

  it('refreshes on its own when Redis cannot be asked, as a single node does', async () => {
    const ledger = redisRefreshLedger({
      url: 'redis://127.0.0.1:1',
      prefix,
      timeoutMs: 200,
      refreshTimeoutMs: 1000,
      reuseWindowMs: 60_000,
    });
    await expect(ledger.claim('demo-pharmacy', 'token')).rejects.toThrow();
    await ledger.close();
    const pair = { access: 'a', refresh: 'b' };
    const sealed = sealOutcome('demo-pharmacy', 'old', { kind: 'renewed', pair });
    expect(openOutcome('demo-pharmacy', 'old', sealed)).toEqual({ kind: 'renewed', pair });
    expect(openOutcome('demo-other', 'old', sealed)).toBeNull();
  });
});
