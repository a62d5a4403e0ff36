import Fastify from 'fastify';

const PHARMACY = {
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

/** A stand-in back end answering the calls the gateway makes itself (site, settings, sitemap). */
export async function startFakeApi() {
  const api = Fastify();
  /** Headers of each sitemap call, to check what the gateway sent. */
  const sitemapCalls: Record<string, string | string[] | undefined>[] = [];
  /** Every sites/resolve lookup the gateway made, by its query. */
  const resolveCalls: Record<string, string>[] = [];
  api.get('/sites/resolve', async (req, reply) => {
    const { host, token } = req.query as { host?: string; token?: string };
    resolveCalls.push(req.query as Record<string, string>);
    const site = Object.values(SITES).find((s) => host === `${s.brand}.localhost` || token === s.token);
    if (site) return site;
    return reply.code(404).send({ code: 'not_found', message: 'no', fieldErrors: {} });
  });
  api.get('/settings/global_site_settings', async () => ({ project: 'Farmacia Verde' }));
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
    const token = req.headers['x-site-token'];
    if (token === BROKEN.token) return reply.code(500).send({ code: 'internal_error', message: 'no', fieldErrors: {} });
    if (token === SILENT.token) return new Promise(() => undefined);
    if (token !== PHARMACY.token) return reply.code(401).send({ code: 'unauthorized', message: 'no', fieldErrors: {} });
    return reply.type('application/xml; charset=utf-8').send(SITEMAP_XML);
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
  api.get('/echo', async (req) => ({ headers: req.headers, bytes: 0 }));
  await api.listen({ port: 0, host: '127.0.0.1' });
  const { port } = api.server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    sitemapCalls,
    menuCalls,
    resolveCalls,
    failMenu: (fail: boolean) => void (menuFails = fail),
    close: () => api.close(),
  };
}
