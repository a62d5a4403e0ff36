// The page cache as a shopper sees it (X-Cache and whether the page was rendered again), run once
// with the in-process store and once with the real Redis.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeBuild } from './helpers/fake-build.ts';
import { startFakeApi } from './helpers/fake-api.ts';
import { dropRedisPrefix, pageGateway, redisEnv } from './helpers/page-gateway.ts';

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api?.close());

const STORES = [
  ['memory', () => ({})],
  ['redis', redisEnv],
] as const;

describe.each(STORES)('page cache on %s', (_name, envFor) => {
  const gateways: Awaited<ReturnType<typeof pageGateway>>[] = [];
  const prefixes: string[] = [];
  afterAll(async () => {
    for (const gw of gateways) await gw.app.close();
    for (const prefix of prefixes) await dropRedisPrefix(prefix);
  });
  /** A fresh gateway per test, with its own store (on Redis, its own key prefix). */
  async function gateway() {
    const env: Record<string, string> = envFor();
    if (env.PAGE_CACHE_KEY_PREFIX) prefixes.push(env.PAGE_CACHE_KEY_PREFIX);
    const gw = await pageGateway({ apiUrl: api.url, env });
    gateways.push(gw);
    return gw;
  }

  it('renders a page once, then answers it from the cache with the same body', async () => {
    const gw = await gateway();
    const first = await gw.get('/ro/about');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('MISS');
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    const second = await gw.get('/ro/about');
    expect(second.statusCode).toBe(200);
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(second.headers['x-pin-set']).toBe(first.headers['x-pin-set']);
    expect(gw.renderer.seen).toHaveLength(1);
  });

  it('keeps one entry per locale and per shop', async () => {
    const gw = await gateway();
    await gw.get('/ro/contacts');
    const other = await gw.get('/ru/contacts');
    expect(other.headers['x-cache']).toBe('MISS');
    expect(other.body).toContain('ru /contacts');
    const otherShop = await gw.app.inject({ url: '/ro/contacts', headers: { host: 'broken.localhost' } });
    expect(otherShop.headers['x-cache']).toBe('MISS');
  });

  it('never answers a pin change with the old modules: a new pin set is a new entry', async () => {
    const gw = await gateway();
    await gw.get('/ro/gallery');
    expect((await gw.get('/ro/gallery')).headers['x-cache']).toBe('HIT');
    await gw.store.publish(fakeBuild('content', '2.0.0'));
    gw.store.pin('pharmacy', 'content', '2.0.0');
    const after = await gw.get('/ro/gallery');
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.headers['x-pin-set']).toBe(gw.store.resolve('pharmacy').id);
  });

  it('bypasses pages with a query string, rendering each time', async () => {
    const gw = await gateway();
    for (const url of ['/ro/brands?page=2', '/ro/brands?page=2', '/ro/brands?utm_source=x']) {
      expect((await gw.get(url)).headers['x-cache']).toBe('BYPASS');
    }
    expect(gw.renderer.seen).toHaveLength(3);
    expect((await gw.get('/ro/brands')).headers['x-cache']).toBe('MISS');
  });

  it('never reaches the cache with a trailing slash: the 301 comes first', async () => {
    const gw = await gateway();
    const res = await gw.get('/ro/career/');
    expect(res.statusCode).toBe(301);
    expect(res.headers['x-cache']).toBeUndefined();
    expect(gw.renderer.seen).toHaveLength(0);
  });

  it.each([
    ['/ro/compare'],
    ['/ru/favorites'],
    ['/en/orders/42'],
    ['/ro/cart'],
    ['/ro/checkout/delivery'],
    // /cabinet and /account/* answer a guest with the cabinet guard's redirect (session-pages.test.ts).
  ])('never caches the personal page %s', async (url) => {
    const gw = await gateway();
    expect((await gw.get(url)).headers['x-cache']).toBe('BYPASS');
    expect((await gw.get(url)).headers['x-cache']).toBe('BYPASS');
    expect(gw.renderer.seen).toHaveLength(2);
  });

  it('does not store a page that is not a 200', async () => {
    const gw = await gateway();
    const first = await gw.get('/ro/missing-page');
    expect(first.statusCode).toBe(404);
    expect(first.headers['x-cache']).toBe('MISS');
    expect((await gw.get('/ro/missing-page')).headers['x-cache']).toBe('MISS');
    expect(gw.renderer.seen).toHaveLength(2);
  });

  it('does not store a page rendered with a remote fallen back: the next shopper gets a fresh try', async () => {
    const gw = await gateway();
    expect((await gw.get('/ro/degraded')).headers['x-cache']).toBe('MISS');
    expect((await gw.get('/ro/degraded')).headers['x-cache']).toBe('MISS');
    expect(gw.renderer.seen).toHaveLength(2);
  });

  it("does not store a page whose response sets a cookie of the visitor's choice", async () => {
    const gw = await gateway();
    // Another part of the gateway setting a cookie for this visitor on this page (the guest token
    // is not one: see guest-identity.test.ts).
    gw.app.addHook('onRequest', async (request, reply) => {
      if (request.url === '/ro/partners') reply.header('set-cookie', 'selected_city=3; Path=/');
    });
    const first = await gw.get('/ro/partners');
    expect(first.headers['set-cookie']).toContain('selected_city=3; Path=/');
    expect(first.headers['x-cache']).toBe('MISS');
    expect((await gw.get('/ro/partners')).headers['x-cache']).toBe('MISS');
    expect(gw.renderer.seen).toHaveLength(2);
  });

  describe('cookies', () => {
    it('shares the page between a visitor with no cookies and one whose cookies match the page', async () => {
      const gw = await gateway();
      expect((await gw.get('/ro/logistics')).headers['x-cache']).toBe('MISS');
      const returning = await gw.get('/ro/logistics', { cookie: 'firstVisit=1; i18n_redirected=ro' });
      expect(returning.headers['x-cache']).toBe('HIT');
    });

    it.each([
      ["a saved language other than the page's", 'firstVisit=1; i18n_redirected=ru'],
      ['firstVisit without a saved language', 'firstVisit=1'],
      ['a saved language without firstVisit', 'i18n_redirected=ro'],
      ['a signed-in visitor', 'token=abc'],
      ['dev mode', 'dev-mode=true'],
    ])('bypasses the cache for %s', async (_case, cookie) => {
      const gw = await gateway();
      await gw.get('/ro/feedbacks');
      const res = await gw.get('/ro/feedbacks', { cookie });
      expect(res.headers['x-cache']).toBe('BYPASS');
      expect(gw.renderer.seen).toHaveLength(2);
    });
  });
});
