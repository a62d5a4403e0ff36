// /sitemap.xml (and the parts of an index, /sitemap-N.xml) is the back end's sitemap of the shop
// of the Host header, or the spec's 502 text on any failure; /robots.txt points at it and keeps
// crawlers off the personal pages, as a crawler following Google's rules reads it (robots-parser).
import robotsModule from 'robots-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { robotsTxt } from '../src/http/sitemap.ts';
import { SITEMAP_PART_XML, SITEMAP_XML, startFakeApi } from './helpers/fake-api.ts';
import { pageGateway } from './helpers/page-gateway.ts';

// Its types declare `export default`, but the package sets module.exports to the function itself.
const robotsParser = robotsModule as unknown as (typeof robotsModule)['default'];

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

describe('sitemap parts', () => {
  it("proxies /sitemap-N.xml as the back end's part N", async () => {
    const res = await fetchAt('/sitemap-2.xml', 'pharmacy.localhost');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toBe(SITEMAP_PART_XML);
    expect(api.sitemapUrls.at(-1)).toBe('/sitemap.xml?part=2');
  });

  it('says 404 for a part the index does not have, and 502 when the back end fails', async () => {
    const res = await fetchAt('/sitemap-3.xml', 'pharmacy.localhost');
    expect([res.statusCode, res.body]).toEqual([404, 'No such sitemap part']);
    expect((await fetchAt('/sitemap-2.xml', 'broken.localhost')).statusCode).toBe(502);
  });

  it.each(['/sitemap-0.xml', '/sitemap-01.xml', '/sitemap-1234567.xml'])(
    'says 404 for %s without asking the back end',
    async (url) => {
      const before = api.sitemapUrls.length;
      expect((await fetchAt(url, 'pharmacy.localhost')).statusCode).toBe(404);
      expect(api.sitemapUrls.length).toBe(before);
    },
  );
});

describe('robotsTxt', () => {
  const robots = robotsParser(
    'https://shop.example/robots.txt',
    robotsTxt('https://shop.example', ['account', 'cart', 'compare', 'favorites']),
  );
  const allowed = (path: string) => robots.isAllowed(`https://shop.example${path}`, 'Googlebot');

  it.each(['/ro?dev_mode=true', '/ro/phones?dev_mode=1', '/ro/phones?page=2&dev_mode=1', '/ro/x?a=1&b=2&dev_mode='])(
    'closes dev mode wherever the parameter stands: %s',
    (path) => expect(allowed(path)).toBe(false),
  );

  it.each(['/ro/phones?page=2', '/ro/phones?a=1&not_dev_mode=1', '/ro/cartridges', '/ro/product/x?color=red'])(
    'leaves pages open: %s',
    (path) => expect(allowed(path)).toBe(true),
  );

  it.each([
    '/ro/cart',
    '/ro/cart/success',
    '/ru/account/orders',
    '/en/compare?ids=1',
    '/api/general/menu_tree',
    '/admin/pins',
  ])('closes personal pages and the service paths: %s', (path) => expect(allowed(path)).toBe(false));

  it.each(['/media/products/12-1.svg', '/media/logos/pharmacy-light.svg', '/sitemap.xml', '/sitemap-2.xml'])(
    'lets crawlers fetch the pictures pages name and the sitemap files: %s',
    (path) => expect(allowed(path)).toBe(true),
  );

  it('names the sitemap on the given origin', () => {
    expect(robots.getSitemaps()).toEqual(['https://shop.example/sitemap.xml']);
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
