import Fastify from 'fastify';
import { CACHE_SCOPE_HEADER, SHOP_SCOPE } from '@vitrina/contract';

/** The pharmacy shop as the back end's sites/resolve describes it. */
export const PHARMACY = {
  token: 'demo-pharmacy',
  brand: 'pharmacy',
  langs: ['ro', 'ru', 'en'],
  mainLang: 'ro',
  currency: 'MDL',
  theme: 'light',
  hosts: ['pharmacy.localhost'],
  publicOrigin: 'http://pharmacy.localhost:3000',
};
/** Shops whose back end fails on the sitemap: with an error status, or by never answering. */
const BROKEN = {
  ...PHARMACY,
  token: 'demo-broken',
  brand: 'broken',
  hosts: ['broken.localhost'],
  publicOrigin: 'http://broken.localhost:3000',
};
const SILENT = {
  ...PHARMACY,
  token: 'demo-silent',
  brand: 'silent',
  hosts: ['silent.localhost'],
  publicOrigin: 'http://silent.localhost:3000',
};
const SITES: Record<string, typeof PHARMACY> = { pharmacy: PHARMACY, broken: BROKEN, silent: SILENT };

export const SITEMAP_XML =
  '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>http://pharmacy.localhost/ro</loc></url></urlset>';
/** The one part of the pharmacy's sitemap index the stand-in has (?part=2); any other part is 404. */
export const SITEMAP_PART_XML =
  '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>http://pharmacy.localhost/ru</loc></url></urlset>';
export const MEDIA_SVG = '<svg xmlns="http://www.w3.org/2000/svg"/>';

const SHOP_WIDE = new Set([
  '/settings/global_site_settings',
  '/settings/footer_settings',
  '/general/menu_tree',
  '/general/brand',
]);

/** A stand-in back end answering the calls the gateway makes itself (site, settings, sitemap). */
export async function startFakeApi() {
  const api = Fastify();
  // The reference API's dev-mode echo (api/src/plugins/dev-mode.ts).
  api.addHook('onSend', async (req, reply, payload) => {
    if (req.headers['dev-mode'] === 'true') reply.header('dev-mode', 'true');
    // The frame's calls are the same for every visitor, and the reference API says so.
    if (reply.statusCode === 200 && SHOP_WIDE.has(req.url.split('?')[0]!)) reply.header(CACHE_SCOPE_HEADER, SHOP_SCOPE);
    return payload;
  });
  /** Headers of each sitemap call, to check what the gateway sent. */
  const sitemapCalls: Record<string, string | string[] | undefined>[] = [];
  /** The URL of each sitemap call (the part it asked for). */
  const sitemapUrls: string[] = [];
  /** Path and headers of each /media call. */
  const mediaCalls: { url: string; headers: Record<string, string | string[] | undefined> }[] = [];
  /** Every sites/resolve lookup the gateway made, by its query. */
  const resolveCalls: Record<string, string>[] = [];
  api.get('/sites/resolve', async (req, reply) => {
    const { host, token } = req.query as { host?: string; token?: string };
    resolveCalls.push(req.query as Record<string, string>);
    const site = Object.values(SITES).find((s) => host === `${s.brand}.localhost` || token === s.token);
    if (site) return site;
    return reply.code(404).send({ code: 'not_found', message: 'no', fieldErrors: {} });
  });
  const SETTINGS = { project: 'Farmacia Verde' };
  let settings: Record<string, unknown> = SETTINGS;
  api.get('/settings/global_site_settings', async () => settings);
  // Empty but answered: the frame's four calls all succeed and are shop-wide, so pages fork from
  // the frame data kept for the shop, as in production (gateway/src/render/frame-scopes.ts).
  api.get('/settings/footer_settings', async () => ({}));
  api.get('/general/brand', async () => []);
  /** Accept-Language of each menu tree call (only the shell's frame asks for it). */
  const menuCalls: (string | undefined)[] = [];
  let menuFails = false;
  api.get('/general/menu_tree', async (req, reply) => {
    menuCalls.push(req.headers['accept-language']);
    if (menuFails) return reply.code(503).send({ code: 'unavailable', message: 'no', fieldErrors: {} });
    return [];
  });
  api.get('/page/:slug', async (req) => ({
    slug: (req.params as { slug: string }).slug,
    title: 'About',
    html: '<p>x</p>',
    ignore_layout: false,
    show_breadcrumbs: true,
  }));
  api.get('/sitemap.xml', async (req, reply) => {
    sitemapCalls.push(req.headers);
    sitemapUrls.push(req.url);
    const token = req.headers['x-site-token'];
    if (token === BROKEN.token) return reply.code(500).send({ code: 'internal_error', message: 'no', fieldErrors: {} });
    if (token === SILENT.token) return new Promise(() => undefined);
    if (token !== PHARMACY.token) return reply.code(401).send({ code: 'unauthorized', message: 'no', fieldErrors: {} });
    const { part } = req.query as { part?: string };
    if (part !== undefined && part !== '2')
      return reply.code(404).send({ code: 'not_found', message: 'no', fieldErrors: {} });
    return reply.type('application/xml; charset=utf-8').send(part ? SITEMAP_PART_XML : SITEMAP_XML);
  });
  api.get('/media/*', async (req, reply) => {
    mediaCalls.push({ url: req.url, headers: req.headers });
    if (req.url === '/media/slow.svg') return new Promise(() => undefined);
    if (req.url === '/media/missing.svg')
      return reply.code(404).send({ code: 'not_found', message: 'no', fieldErrors: {} });
    reply.header('cache-control', 'public, max-age=86400, must-revalidate').header('etag', '"v1"');
    if (req.headers['if-none-match'] === '"v1"') return reply.code(304).send();
    return reply.type('image/svg+xml').header('set-cookie', 'tracking=1').send(MEDIA_SVG);
  });
  // Calls that fail the way a broken back end does: never answering, or resetting the connection.
  api.get('/general/hang', () => new Promise(() => undefined));
  api.get('/general/reset', async (req) => void req.raw.socket.destroy());
  api.get('/general/broken', async (_req, reply) =>
    reply.code(500).send({ code: 'internal_error', message: 'no', fieldErrors: {} }),
  );
  api.get('/general/ok', async () => ({ ok: true }));
  // What the /api proxy delivered: the headers the back end saw and how many body bytes arrived.
  api.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 16 * 1024 * 1024 }, (_req, body, done) =>
    done(null, body),
  );
  api.post('/echo', async (req) => ({ headers: req.headers, bytes: (req.body as Buffer | undefined)?.length ?? 0 }));
  // The advert calls, whose bodies the proxy streams: counted as they arrive (uploadedBytes), never held.
  let uploadedBytes = 0;
  await api.register(async (uploads) => {
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser('*', (_req, payload, done) => {
      let bytes = 0;
      payload.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        uploadedBytes += chunk.length;
      });
      payload.on('end', () => done(null, bytes));
    });
    const counted = async (req: { headers: object; body: unknown }) => ({ headers: req.headers, bytes: req.body });
    for (const slash of ['', '/']) {
      uploads.post(`/api/adverts${slash}`, counted);
      uploads.patch(`/api/adverts/:slug${slash}`, counted);
    }
  });
  api.get('/echo', async (req) => ({ headers: req.headers, bytes: 0 }));
  // A page the back end serves itself whose form answers with a redirect (the demo payment page).
  api.post('/payments/demo/pay-1/approve', async (_req, reply) =>
    reply.code(303).header('location', 'http://pharmacy.localhost:3000/ro/cart/payment/7').send(),
  );
  api.get('/payments/demo/pay-1', async (_req, reply) =>
    reply
      .header('content-security-policy', "default-src 'none'; form-action 'self'")
      .type('text/html')
      .send('<p>pay</p>'),
  );
  await api.listen({ port: 0, host: '127.0.0.1' });
  const { port } = api.server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    sitemapCalls,
    sitemapUrls,
    mediaCalls,
    menuCalls,
    resolveCalls,
    failMenu: (fail: boolean) => void (menuFails = fail),
    /** The global settings every shop answers with from now on; none: the default ones again. */
    setSettings: (next?: Record<string, unknown>) => void (settings = next ?? SETTINGS),
    /** Body bytes the advert calls have received so far, all calls together. */
    uploadedBytes: () => uploadedBytes,
    close: () => api.close(),
  };
}
