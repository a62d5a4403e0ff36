// What a stranger can send never costs the shop: invalid hosts are 400, unknown hosts cost one
// lookup a minute, junk URLs are answered before any back-end call and never fill the page cache,
// and errors before routing keep the JSON shape on /api and the error page on pages.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryPageCache } from '../src/cache/memory-page-cache.ts';
import { startFakeApi } from './helpers/fake-api.ts';
import { ADMIN_TOKEN, pageGateway } from './helpers/page-gateway.ts';

let api: Awaited<ReturnType<typeof startFakeApi>>;
const closers: (() => Promise<unknown>)[] = [];
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(async () => {
  for (const close of closers) await close();
  await api?.close();
});

async function gateway(env: Record<string, string> = {}, deps: Parameters<typeof pageGateway>[0]['deps'] = {}) {
  const gw = await pageGateway({ apiUrl: api.url, env, deps });
  closers.push(() => gw.app.close());
  return gw;
}

describe('Host header', () => {
  it('answers an invalid Host with 400 and the error page, without a lookup', async () => {
    const gw = await gateway();
    const before = api.resolveCalls.length;
    for (const host of [
      'pharmacy.localhost:99999',
      `${'a'.repeat(300)}.localhost`,
      'pharmacy.localhost:0',
      'bad_host!.localhost',
    ]) {
      const res = await gw.get('/ro/vitamine', { host });
      expect([host.slice(0, 30), res.statusCode]).toEqual([host.slice(0, 30), 400]);
      expect(res.body).toContain('data-testid="error-page"');
    }
    expect(api.resolveCalls.length).toBe(before);
  });

  it('asks the back end about an unknown host once, and thousands of them never evict a real shop', async () => {
    const gw = await gateway();
    expect((await gw.get('/ro', { host: 'pharmacy.localhost:3000' })).statusCode).toBe(200);
    const before = api.resolveCalls.length;
    for (let i = 0; i < 20; i += 1) expect((await gw.get('/ro', { host: 'nobody.localhost' })).statusCode).toBe(404);
    expect(api.resolveCalls.length).toBe(before + 1);
    for (let i = 0; i < 1500; i += 1) await gw.get('/ro', { host: `random-${i}.example` });
    const afterFlood = api.resolveCalls.length;
    expect((await gw.get('/ro', { host: 'pharmacy.localhost:3000' })).statusCode).toBe(200);
    expect(api.resolveCalls.length).toBe(afterFlood);
  });
});

describe('junk URLs', () => {
  it('are refused before rendering: NUL and control characters 400, absurd ids and slugs 404', async () => {
    const gw = await gateway();
    const cases: [string, number][] = [
      ['/ro/%00', 400],
      ['/ro/product/%00', 400],
      ['/ro/brands/a%0Ab', 400],
      ['/ro/articles/99999999999', 404],
      ['/ro/articles/2147483648', 404],
      [`/ro/product/${'x'.repeat(201)}`, 404],
    ];
    for (const [url, status] of cases) {
      const res = await gw.get(url);
      expect([url.slice(0, 40), res.statusCode, res.headers['cache-control']]).toEqual([
        url.slice(0, 40),
        status,
        'no-store',
      ]);
    }
    expect(gw.renderer.seen).toHaveLength(0);
  });

  it('never store a spelling variant of a page, so a flood of 5000 evicts no real page', async () => {
    const store = new MemoryPageCache({ maxEntries: 50 });
    const gw = await gateway({}, { pageCache: store });
    const real = ['/ro/vitamine', '/ro/product/vitamina-c', '/ro/brands/bayer'];
    for (const url of real) expect((await gw.get(url)).headers['x-cache']).toBe('MISS');
    const junk = (i: number) =>
      [
        `/ro/%00${i}`,
        `/ro/Vitamine${i}`,
        `/ro/%76itamine-${i}`,
        `/ro/product/${i}${'y'.repeat(210)}`,
        `/ro/articles/${4_000_000_000 + i}`,
        `/ro/VITAMINE/${i}`,
        `/ro/%46avorites${i}`,
      ][i % 7]!;
    for (let i = 0; i < 5000; i += 1) await gw.get(junk(i));
    for (const url of real) expect([url, (await gw.get(url)).headers['x-cache']]).toEqual([url, 'HIT']);
    expect(store.size).toBe(real.length);
  });

  it('case and encoding do not hide a personal section from the never-cached rule', async () => {
    const gw = await gateway();
    for (const url of ['/ro/Favorites', '/ro/%66avorites', '/ro/CART', '/ro/%63omPare']) {
      const res = await gw.get(url);
      expect([url, res.headers['x-cache'], res.headers['cache-control']]).toEqual([url, 'BYPASS', 'private, no-store']);
    }
  });
});

/** A raw request on a real socket (light-my-request bypasses Node's parser). */
async function rawRequest(
  port: number,
  method: string,
  path: string,
): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, method, path, headers: { host: 'pharmacy.localhost:3000' } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('errors before routing', () => {
  it('keep the JSON error shape on /api and show the localised error page on pages', async () => {
    const gw = await gateway();
    await gw.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = gw.app.server.address() as { port: number };
    const cases: [string, string, number, 'json' | 'html'][] = [
      ['GET', '/ru/%', 400, 'html'],
      ['GET', '/api/general/%', 400, 'json'],
      ['GET', `/api/${'a'.repeat(9000)}`, 414, 'json'],
      ['GET', `/ro/${'a'.repeat(9000)}`, 414, 'html'],
      ['GET', `/api/${'a'.repeat(20000)}`, 431, 'json'],
      ['GET', `/ro/${'a'.repeat(20000)}`, 431, 'html'],
      ['TRACE', '/ro/vitamine', 405, 'html'],
      ['POST', '/ro/vitamine', 405, 'html'],
      ['DELETE', '/ru', 405, 'html'],
    ];
    for (const [method, path, status, kind] of cases) {
      const res = await rawRequest(port, method, path);
      const label = `${method} ${path.slice(0, 20)}`;
      expect([label, res.status]).toEqual([label, status]);
      if (kind === 'json')
        expect(JSON.parse(res.body)).toEqual({
          code: expect.any(String),
          message: expect.any(String),
          fieldErrors: {},
        });
      else
        expect([label, res.type, res.body.includes('data-testid="error-page"')]).toEqual([
          label,
          'text/html; charset=utf-8',
          true,
        ]);
    }
    expect((await rawRequest(port, 'GET', '/ru/%')).body).toContain('Что-то пошло не так.');
  });
});

describe('admin API sign-in', () => {
  it('answers 429 with Retry-After after ADMIN_RATE_LIMIT attempts, and a forged X-Forwarded-For does not reset it', async () => {
    const gw = await gateway({ ADMIN_RATE_LIMIT: '5' });
    const attempt = (forwardedFor: string) =>
      gw.app.inject({
        url: '/admin/pins',
        headers: { authorization: 'Bearer wrong-token-0000000', 'x-forwarded-for': forwardedFor },
      });
    for (let i = 0; i < 5; i += 1) expect((await attempt(`10.0.0.${i}`)).statusCode).toBe(401);
    const limited = await attempt('10.0.0.99');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({ code: 'rate_limited', message: expect.any(String), fieldErrors: {} });
    const right = await gw.app.inject({ url: '/admin/pins', headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(right.statusCode).toBe(429);
  });
});

describe('robots.txt', () => {
  it('answers an invalid Host with 400 and a shop whose lookup fails with 503, never a 500', async () => {
    const gw = await gateway();
    expect((await gw.get('/robots.txt', { host: 'pharmacy.localhost:99999' })).statusCode).toBe(400);
    const down = await pageGateway({ apiUrl: 'http://127.0.0.1:9', env: { PAGE_BUDGET_MS: '300' } });
    closers.push(() => down.app.close());
    expect((await down.get('/robots.txt')).statusCode).toBe(503);
  });
});
