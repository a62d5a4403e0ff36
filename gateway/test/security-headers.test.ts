import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeBuild } from './helpers/fake-build.ts';
import { startFakeApi } from './helpers/fake-api.ts';
import { pageGateway } from './helpers/page-gateway.ts';

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api?.close());

const nonceIn = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1];
const cookiesOf = (header: string | string[] | undefined) => (Array.isArray(header) ? header : header ? [header] : []);

function expectCommonHeaders(headers: Record<string, unknown>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
}

describe('headers on every answer', () => {
  it('a page: nosniff, referrer policy, framing, and a CSP naming the nonce the page was rendered with', async () => {
    const { get, renderer } = await pageGateway({ apiUrl: api.url });
    const res = await get('/ro/page/about');
    expect(res.statusCode).toBe(200);
    expectCommonHeaders(res.headers);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(nonceIn(res.headers['content-security-policy'])).toBe(renderer.seen[0]!.nonce);
  });

  it('a cached page is sent with the nonce it was stored with, on every HIT', async () => {
    const { get, renderer } = await pageGateway({ apiUrl: api.url });
    const miss = await get('/ro/page/about');
    const hits = [await get('/ro/page/about'), await get('/ro/page/about')];
    expect(miss.headers['x-cache']).toBe('MISS');
    expect(renderer.seen).toHaveLength(1);
    for (const hit of hits) {
      expect(hit.headers['x-cache']).toBe('HIT');
      expect(nonceIn(hit.headers['content-security-policy'])).toBe(renderer.seen[0]!.nonce);
    }
  });

  it('a page rendered for one visitor gets a nonce of its own on every render', async () => {
    const { get, renderer } = await pageGateway({ apiUrl: api.url });
    const first = await get('/ro/page/about?utm=a');
    const second = await get('/ro/page/about?utm=a');
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['BYPASS', 'BYPASS']);
    expect(nonceIn(first.headers['content-security-policy'])).toBe(renderer.seen[0]!.nonce);
    expect(nonceIn(second.headers['content-security-policy'])).toBe(renderer.seen[1]!.nonce);
    expect(renderer.seen[0]!.nonce).not.toBe(renderer.seen[1]!.nonce);
  });

  it("the gateway's own HTML (unknown shop, error page) gets a CSP under which nothing inline runs", async () => {
    const { app, get } = await pageGateway({ apiUrl: api.url });
    const unknown = await app.inject({ url: '/ro', headers: { host: 'nowhere.localhost' } });
    const junk = await get('/ro/%00');
    for (const res of [unknown, junk]) {
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expectCommonHeaders(res.headers);
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(nonceIn(res.headers['content-security-policy'])).toBeUndefined();
    }
  });

  it('/api answers and static files: nosniff, referrer policy and framing, and no page CSP', async () => {
    const { get, store } = await pageGateway({ apiUrl: api.url });
    await store.publish(fakeBuild('content', '1.0.0'));
    const proxied = await get('/api/general/ok');
    const file = await get('/modules/content/1.0.0/browser/remoteEntry.js');
    const missing = await get('/api/no-such-call-at-all');
    expect([proxied.statusCode, file.statusCode]).toEqual([200, 200]);
    for (const res of [proxied, file, missing]) {
      expectCommonHeaders(res.headers);
      expect(res.headers['content-security-policy']).toBeUndefined();
    }
  });
});

describe('HSTS and Secure cookies', () => {
  // `/` sets the locale cookie (302); `?dev_mode=true` sets the dev-mode cookie on a page.
  async function answers(env: Record<string, string>, headers: Record<string, string>) {
    const { get } = await pageGateway({ apiUrl: api.url, env });
    return {
      root: await get('/', headers),
      devMode: await get('/ro/page/about?dev_mode=true', headers),
      api: await get('/api/general/ok', headers),
    };
  }

  it('over https through a trusted proxy: HSTS on every answer and every cookie the gateway sets is Secure', async () => {
    const { root, devMode, api: proxied } = await answers({ TRUST_PROXY: 'true' }, { 'x-forwarded-proto': 'https' });
    for (const res of [root, devMode, proxied])
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const cookies = [...cookiesOf(root.headers['set-cookie']), ...cookiesOf(devMode.headers['set-cookie'])];
    expect(cookies.map((cookie) => cookie.split('=')[0])).toEqual(['i18n_redirected', 'dev-mode', 'user_token']);
    for (const cookie of cookies) expect(cookie).toMatch(/; Secure$/);
  });

  it.each([
    ['plain http behind a trusted proxy', { TRUST_PROXY: 'true' }, {}],
    ['a forged X-Forwarded-Proto without TRUST_PROXY', { TRUST_PROXY: 'false' }, { 'x-forwarded-proto': 'https' }],
    [
      'X-Forwarded-Proto from an address TRUST_PROXY does not name',
      { TRUST_PROXY: '10.0.0.0/8' },
      { 'x-forwarded-proto': 'https' },
    ],
  ])('never for %s', async (_case, env, headers) => {
    const { root, devMode, api: proxied } = await answers(env, headers);
    for (const res of [root, devMode, proxied]) expect(res.headers['strict-transport-security']).toBeUndefined();
    const cookies = [...cookiesOf(root.headers['set-cookie']), ...cookiesOf(devMode.headers['set-cookie'])];
    expect(cookies).toHaveLength(3);
    for (const cookie of cookies) expect(cookie).not.toMatch(/secure/i);
  });
});
