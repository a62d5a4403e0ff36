// `?dev_mode=true` turns dev mode on with a cookie, `?dev_mode=false` turns it off; with it, the
// back-end calls the gateway makes for the page carry `Dev-Mode: true`, and the page cache stays out.
import type { Scope } from 'effector';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { $apiContext } from '@vitrina/events';
import type { RemoteModule } from '@vitrina/mf-kit';
import { renderPage } from '../src/render/render-page.ts';
import type { ServerRemotes } from '../src/remotes/server-remotes.ts';
import { fakeBuild } from './helpers/fake-build.ts';
import { startFakeApi } from './helpers/fake-api.ts';
import { pageGateway } from './helpers/page-gateway.ts';

let api: Awaited<ReturnType<typeof startFakeApi>>;
let gw: Awaited<ReturnType<typeof pageGateway>>;
beforeAll(async () => {
  api = await startFakeApi();
  gw = await pageGateway({ apiUrl: api.url });
});
afterAll(async () => {
  await gw?.app.close();
  await api?.close();
});

describe('dev mode cookie', () => {
  it('is set by ?dev_mode=true for a day, and the page is rendered in dev mode, outside the cache', async () => {
    const res = await gw.get('/ro/about?dev_mode=true');
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toContain('dev-mode=true; Max-Age=86400; Path=/; SameSite=Lax');
    expect(res.headers['x-cache']).toBe('BYPASS');
    expect(gw.renderer.seen.at(-1)?.devMode).toBe(true);
  });

  it('keeps dev mode on for later pages without the query, which are never cached', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await gw.get('/ro/contacts', { cookie: 'dev-mode=true' });
      expect(res.headers['x-cache']).toBe('BYPASS');
      expect(gw.renderer.seen.at(-1)?.devMode).toBe(true);
    }
  });

  it('is cleared by ?dev_mode=false', async () => {
    const res = await gw.get('/ro/about?dev_mode=false', { cookie: 'dev-mode=true' });
    expect(res.headers['set-cookie']).toContain('dev-mode=; Max-Age=0; Path=/; SameSite=Lax');
    expect(gw.renderer.seen.at(-1)?.devMode).toBe(false);
  });

  it('is set on a redirect too, and the redirect keeps the query', async () => {
    const res = await gw.get('/about?dev_mode=true');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/ro/about?dev_mode=true');
    expect(res.headers['set-cookie']).toBe('dev-mode=true; Max-Age=86400; Path=/; SameSite=Lax');
  });
});

describe('Dev-Mode header on back-end calls', () => {
  it("goes out on the server render's calls only in dev mode", async () => {
    const seenHeaders: Record<string, string>[] = [];
    const remote = {
      App: () => null,
      namespace: 'probe',
      translations: {},
      handles: () => true,
      prepare: async ({ scope }: { scope: Scope }) => void seenHeaders.push(scope.getState($apiContext).headers),
    } as unknown as RemoteModule;
    const remotes = { load: () => Promise.resolve(remote), size: 0 } as unknown as ServerRemotes;
    const ssr = await pageGateway({ apiUrl: api.url, deps: { render: renderPage, remotes } });
    await ssr.store.publish(fakeBuild('content', '1.0.0'));
    ssr.store.pin('*', 'content', '1.0.0');

    expect((await ssr.get('/ro/page/about', { cookie: 'dev-mode=true' })).statusCode).toBe(200);
    expect((await ssr.get('/ro/page/faq')).statusCode).toBe(200);
    await ssr.app.close();
    expect(seenHeaders[0]).toMatchObject({ 'x-site-token': 'demo-pharmacy', 'dev-mode': 'true' });
    expect(seenHeaders[1]).toMatchObject({ 'x-site-token': 'demo-pharmacy' });
    expect(seenHeaders[1]).not.toHaveProperty('dev-mode');
  });

  it("is seen from outside: the page says Dev-Mode when the back end echoed its render's calls", async () => {
    const ssr = await pageGateway({ apiUrl: api.url, deps: { render: renderPage } });
    const on = await ssr.get('/ro/404', { cookie: 'dev-mode=true' });
    const off = await ssr.get('/ro/404');
    await ssr.app.close();
    expect(on.headers['dev-mode']).toBe('true');
    expect(off.headers).not.toHaveProperty('dev-mode');
  });

  it("is seen from outside: an /api call in dev mode passes the back end's echo on", async () => {
    const on = await gw.get('/api/general/ok', { cookie: 'dev-mode=true' });
    const off = await gw.get('/api/general/ok');
    expect(on.statusCode).toBe(200);
    expect(on.headers['dev-mode']).toBe('true');
    expect(off.headers).not.toHaveProperty('dev-mode');
  });

  it('goes out on the sitemap call in dev mode', async () => {
    const before = api.sitemapCalls.length;
    expect((await gw.get('/sitemap.xml', { cookie: 'dev-mode=true' })).statusCode).toBe(200);
    expect(api.sitemapCalls[before]?.['dev-mode']).toBe('true');
  });
});
