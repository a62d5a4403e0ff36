// /sitemap.xml is the back end's sitemap of the shop of the Host header, or the spec's 502 text on
// any failure; /robots.txt points at it and keeps crawlers off the personal pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITEMAP_XML, startFakeApi } from './helpers/fake-api.ts';
import { pageGateway } from './helpers/page-gateway.ts';

const BAD_GATEWAY = 'Bad Gateway: Unable to fetch sitemap';

let api: Awaited<ReturnType<typeof startFakeApi>>;
let gw: Awaited<ReturnType<typeof pageGateway>>;
beforeAll(async () => {
  api = await startFakeApi();
  gw = await pageGateway({ apiUrl: api.url, env: { SITEMAP_TIMEOUT_MS: '300' } });
});
afterAll(async () => {
  await gw?.app.close();
  await api?.close();
});

const fetchAt = (url: string, host: string, headers: Record<string, string> = {}) =>
  gw.app.inject({ url, headers: { host, ...headers } });

describe('sitemap.xml', () => {
  it("proxies the shop's sitemap from the back end, as XML, with the shop's token", async () => {
    const before = api.sitemapCalls.length;
    const res = await fetchAt('/sitemap.xml', 'pharmacy.localhost:3000');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toBe(SITEMAP_XML);
    const call = api.sitemapCalls[before]!;
    expect(call['x-site-token']).toBe('demo-pharmacy');
    expect(call['dev-mode']).toBeUndefined();
  });

  it('answers 502 with the fixed text when the back end answers an error', async () => {
    const res = await fetchAt('/sitemap.xml', 'broken.localhost');
    expect(res.statusCode).toBe(502);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe(BAD_GATEWAY);
  });

  it('answers 502 when the back end does not answer in time', async () => {
    const started = Date.now();
    const res = await fetchAt('/sitemap.xml', 'silent.localhost');
    expect(res.statusCode).toBe(502);
    expect(res.body).toBe(BAD_GATEWAY);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('answers 502 when the back end cannot be reached', async () => {
    const ownApi = await startFakeApi();
    const alone = await pageGateway({ apiUrl: ownApi.url });
    // Known shop (the lookup is cached), then the back end goes away.
    expect((await alone.app.inject({ url: '/robots.txt', headers: { host: 'pharmacy.localhost' } })).statusCode).toBe(
      200,
    );
    await ownApi.close();
    const res = await alone.app.inject({ url: '/sitemap.xml', headers: { host: 'pharmacy.localhost' } });
    await alone.app.close();
    expect(res.statusCode).toBe(502);
    expect(res.body).toBe(BAD_GATEWAY);
  });

  it('says 404 for a host that serves no shop', async () => {
    expect((await fetchAt('/sitemap.xml', 'nowhere.localhost')).statusCode).toBe(404);
  });
});

describe('robots.txt', () => {
  it("points crawlers at the sitemap on the shop's public origin, and closes the personal pages", async () => {
    const res = await fetchAt('/robots.txt', 'pharmacy.localhost:3000');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Sitemap: http://pharmacy.localhost:3000/sitemap.xml');
    for (const section of ['account', 'cart', 'checkout', 'compare', 'favorites']) {
      expect(lines).toContain(`Disallow: /*/${section}$`);
      expect(lines).toContain(`Disallow: /*/${section}/`);
    }
    // A prefix rule would also hide category pages such as /ro/cartridges.
    expect(lines).not.toContain('Disallow: /*/cart');
  });

  it.each([
    ['another port', { host: 'pharmacy.localhost:7321' }],
    ['capitals and no port', { host: 'PHARMACY.LOCALHOST' }],
    [
      'a forwarded scheme and host',
      { host: 'pharmacy.localhost', 'x-forwarded-proto': 'javascript', 'x-forwarded-host': 'evil.example' },
    ],
  ])(
    'names only the public origin, whatever a request says with %s, even behind a trusted proxy',
    async (_name, headers) => {
      const proxied = await pageGateway({ apiUrl: api.url, env: { TRUST_PROXY: 'true' } });
      const res = await proxied.app.inject({ url: '/robots.txt', headers });
      await proxied.app.close();
      expect(res.body.split('\n').filter((line) => line.startsWith('Sitemap:'))).toEqual([
        'Sitemap: http://pharmacy.localhost:3000/sitemap.xml',
      ]);
    },
  );

  it('says 404 for a host that serves no shop', async () => {
    expect((await fetchAt('/robots.txt', 'nowhere.localhost')).statusCode).toBe(404);
  });
});
