import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RemoteModule } from '@vitrina/mf-kit';
import { shellDir } from '../src/app.ts';
import type { ServerRemotes } from '../src/remotes/server-remotes.ts';
import { fakeBuild } from './helpers/fake-build.ts';
import { pageGateway } from './helpers/page-gateway.ts';

// Shops on one stand-in back end: `plain` turns nothing on; `tracked` has Google Analytics, the
// shop's own scripts in head and body, its body script and its CSS (every kind of inline code);
// `chatting` has the back end's own chat widget, `jivo` Jivo's.
const SHOPS = {
  plain: { statistics: {}, styles: {} },
  chatting: { statistics: { jivo_chat: 'HabsevHome24', chat_widget_source: 'back_end' }, styles: {} },
  jivo: { statistics: { jivo_chat: 'Ab12Cd34' }, styles: {} },
  tracked: {
    statistics: { google_analytics_4: 'G-AB12CD34' },
    styles: {
      css: '.promo { color: red }',
      script: 'window.shopBody = 1;',
      additional_js_items: [
        { location: 'head', script_type: 'script', script: 'window.shopHead = 1;' },
        { location: 'body', script_type: 'script', script: 'window.shopBodyItem = 1;' },
      ],
    },
  },
};
type Shop = keyof typeof SHOPS;

async function startShopApi() {
  const api = Fastify();
  const shopOf = (token: unknown) => String(token).replace('demo-', '') as Shop;
  api.get('/sites/resolve', async (req, reply) => {
    const brand = String((req.query as { host?: string }).host).replace('.localhost', '');
    if (!(brand in SHOPS)) return reply.code(404).send({ code: 'not_found', message: 'no', fieldErrors: {} });
    const origin = `http://${brand}.localhost:3000`;
    return {
      token: `demo-${brand}`,
      brand,
      langs: ['ro'],
      mainLang: 'ro',
      currency: 'MDL',
      theme: 'light',
      hosts: [`${brand}.localhost`],
      publicOrigin: origin,
    };
  });
  api.get('/settings/global_site_settings', async (req) => {
    const shop = SHOPS[shopOf(req.headers['x-site-token'])];
    return { project: 'Shop', sitesettingsstatistic: shop.statistics, styles: shop.styles };
  });
  api.get('/settings/footer_settings', async () => ({}));
  api.get('/general/menu_tree', async () => []);
  api.get('/general/brand', async () => ({}));
  await api.listen({ port: 0, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${(api.server.address() as { port: number }).port}`, close: () => api.close() };
}

/** The content remote, loaded and prepared without a build: its area renders nothing of its own. */
const stubContent: RemoteModule = {
  App: () => null,
  namespace: 'stub',
  translations: {},
  handles: () => true,
  prepare: async () => undefined,
};
const remotes = { load: async () => stubContent, size: 0 } as unknown as ServerRemotes;

let api: Awaited<ReturnType<typeof startShopApi>>;
beforeAll(async () => {
  api = await startShopApi();
  // The page carries the shell's real scripts: build them once for the file.
  const built = spawnSync(process.execPath, [join(shellDir(), 'build.ts')], { cwd: shellDir(), encoding: 'utf8' });
  if (built.status !== 0) throw new Error(built.stderr);
});
afterAll(() => api?.close());

async function shopGateway() {
  // The real renderer and the shell's built assets instead of the helper's stand-ins.
  const gateway = await pageGateway({ apiUrl: api.url, deps: { remotes, render: undefined, shellAssets: undefined } });
  await gateway.store.publish(fakeBuild('content', '1.0.0'));
  gateway.store.pin('*', 'content', '1.0.0');
  return (shop: Shop, url: string) => gateway.app.inject({ url, headers: { host: `${shop}.localhost:3000` } });
}

const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1];
const openingTags = (html: string) => html.match(/<(?:script|style)\b[^>]*>/g) ?? [];

/** Every inline <script> and <style> of the page carries the nonce the page's CSP header names. */
function expectPageMatchesHeader(res: { body: string; headers: Record<string, unknown> }) {
  const nonce = nonceOf(res.headers['content-security-policy']);
  expect(nonce).toBeTruthy();
  const tags = openingTags(res.body);
  expect(tags.length).toBeGreaterThan(4);
  for (const tag of tags) expect(tag).toContain(` nonce="${nonce}"`);
  return nonce;
}

describe('the CSP of a rendered page', () => {
  it('names the nonce of every inline script and style of the page, on the MISS and on each HIT', async () => {
    const get = await shopGateway();
    const miss = await get('tracked', '/ro/page/about');
    expect(miss.statusCode).toBe(200);
    expect(miss.headers['x-cache']).toBe('MISS');
    const nonce = expectPageMatchesHeader(miss);
    // The shop's own code is there, so it is covered too.
    expect(miss.body).toContain(`<script nonce="${nonce}">window.shopHead = 1;</script>`);
    expect(miss.body).toContain(`<script nonce="${nonce}">window.shopBody = 1;</script>`);

    for (const hit of [await get('tracked', '/ro/page/about'), await get('tracked', '/ro/page/about')]) {
      expect(hit.headers['x-cache']).toBe('HIT');
      expect(expectPageMatchesHeader(hit)).toBe(nonce);
      expect(hit.body).toBe(miss.body);
    }
  });

  it('is random per render: two pages rendered for one visitor each have their own nonce', async () => {
    const get = await shopGateway();
    const first = await get('plain', '/ro/page/about?utm_source=a');
    const second = await get('plain', '/ro/page/about?utm_source=a');
    expect(first.headers['x-cache']).toBe('BYPASS');
    expect(expectPageMatchesHeader(first)).not.toBe(expectPageMatchesHeader(second));
  });

  it("allows a service's hosts only for the shop whose settings turn it on", async () => {
    const get = await shopGateway();
    const tracked = String((await get('tracked', '/ro/page/about')).headers['content-security-policy']);
    const plain = String((await get('plain', '/ro/page/about')).headers['content-security-policy']);
    expect(tracked).toMatch(/script-src [^;]*https:\/\/\*\.googletagmanager\.com/);
    expect(plain).not.toContain('googletagmanager');
  });

  it("loads the back end's own chat widget from the shop's /api under 'self'; only Jivo's widget brings Jivo's hosts", async () => {
    const get = await shopGateway();
    const chatting = await get('chatting', '/ro/page/about');
    const nonce = expectPageMatchesHeader(chatting);
    expect(chatting.body).toContain(`<script src="/api/chat/widget/HabsevHome24" async="" nonce="${nonce}"></script>`);
    expect(String(chatting.headers['content-security-policy'])).not.toContain('jivosite');
    const jivo = String((await get('jivo', '/ro/page/about')).headers['content-security-policy']);
    expect(jivo).toMatch(/script-src [^;]*https:\/\/code\.jivosite\.com/);
  });
});
