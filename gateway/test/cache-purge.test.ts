// Ops purge the page cache through the admin API: by brand, by path prefix, or everything. The
// effect is what shoppers get next: MISS for purged pages, HIT for the rest.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeApi } from './helpers/fake-api.ts';
import { ADMIN_TOKEN, dropRedisPrefix, pageGateway, redisEnv } from './helpers/page-gateway.ts';

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api?.close());

const auth = { authorization: `Bearer ${ADMIN_TOKEN}` };
const STORES = [
  ['memory', () => ({})],
  ['redis', redisEnv],
] as const;

describe.each(STORES)('page cache purge on %s', (_name, envFor) => {
  const env: Record<string, string> = envFor();
  let gw: Awaited<ReturnType<typeof pageGateway>>;
  beforeAll(async () => {
    gw = await pageGateway({ apiUrl: api.url, env });
  });
  afterAll(async () => {
    await gw?.app.close();
    if (env.PAGE_CACHE_KEY_PREFIX) await dropRedisPrefix(env.PAGE_CACHE_KEY_PREFIX);
  });

  const purge = (payload: object, headers: Record<string, string> = auth) =>
    gw.app.inject({ method: 'POST', url: '/admin/cache/purge', headers, payload });
  const pharmacy = (url: string) => gw.get(url);
  const otherShop = (url: string) => gw.app.inject({ url, headers: { host: 'broken.localhost' } });
  const cacheOf = async (res: Promise<{ headers: Record<string, unknown> }>) => (await res).headers['x-cache'];

  /** Every page below cached: pharmacy in two languages, and another shop. */
  async function warm() {
    expect((await purge({ all: true })).statusCode).toBe(200);
    for (const url of ['/ro/about', '/ro/articles/a', '/ro/articles/b', '/ru/articles/a']) await pharmacy(url);
    await otherShop('/ro/articles/a');
    expect(await cacheOf(pharmacy('/ro/articles/a'))).toBe('HIT');
    expect(await cacheOf(otherShop('/ro/articles/a'))).toBe('HIT');
  }

  it('refuses a call without the admin token, in the one error shape', async () => {
    const res = await purge({ all: true }, {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'unauthorized', fieldErrors: {} });
  });

  it.each([
    [{}, 'body'],
    [{ brand: 'Bad Brand' }, 'brand'],
    [{ brand: 7 }, 'brand'],
    [{ pathPrefix: 'ro/articles' }, 'pathPrefix'],
    [{ pathPrefix: '/ro/articles?x=1' }, 'pathPrefix'],
    [{ all: false }, 'all'],
    [{ all: true, brand: 'pharmacy' }, 'all'],
    [{ colour: 'red' }, 'colour'],
  ])('answers 400 naming the bad field for %j', async (payload, field) => {
    const res = await purge(payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('validation_failed');
    expect(Object.keys(body.fieldErrors)).toEqual([field]);
  });

  it('purges a path prefix within a brand: only those pages render again', async () => {
    await warm();
    const res = await purge({ brand: 'pharmacy', pathPrefix: '/ro/articles' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ removed: 2 });
    expect(await cacheOf(pharmacy('/ro/articles/a'))).toBe('MISS');
    expect(await cacheOf(pharmacy('/ro/articles/b'))).toBe('MISS');
    expect(await cacheOf(pharmacy('/ru/articles/a'))).toBe('HIT');
    expect(await cacheOf(pharmacy('/ro/about'))).toBe('HIT');
    expect(await cacheOf(otherShop('/ro/articles/a'))).toBe('HIT');
  });

  it('purges a path prefix across brands', async () => {
    await warm();
    expect((await purge({ pathPrefix: '/ro/articles/a' })).json()).toEqual({ removed: 2 });
    expect(await cacheOf(pharmacy('/ro/articles/a'))).toBe('MISS');
    expect(await cacheOf(otherShop('/ro/articles/a'))).toBe('MISS');
    expect(await cacheOf(pharmacy('/ro/articles/b'))).toBe('HIT');
  });

  it('purges one brand', async () => {
    await warm();
    expect((await purge({ brand: 'pharmacy' })).json()).toEqual({ removed: 4 });
    expect(await cacheOf(pharmacy('/ro/about'))).toBe('MISS');
    expect(await cacheOf(otherShop('/ro/articles/a'))).toBe('HIT');
    expect((await purge({ brand: 'nobody' })).json()).toEqual({ removed: 0 });
  });

  it('purges everything', async () => {
    await warm();
    expect((await purge({ all: true })).json()).toEqual({ removed: 5 });
    expect(await cacheOf(pharmacy('/ro/about'))).toBe('MISS');
    expect(await cacheOf(otherShop('/ro/articles/a'))).toBe('MISS');
  });
});
