import Fastify from 'fastify';

/** A stand-in back end answering the two calls the gateway makes before rendering. */
export async function startFakeApi() {
  const api = Fastify();
  api.get('/sites/resolve', async (req, reply) => {
    const { host, token } = req.query as { host?: string; token?: string };
    if (host === 'pharmacy.localhost' || token === 'demo-pharmacy') {
      return { token: 'demo-pharmacy', brand: 'pharmacy', langs: ['ro', 'ru', 'en'], mainLang: 'ro', currency: 'MDL', theme: 'light' };
    }
    return reply.code(404).send({ code: 'not_found', message: 'no', fieldErrors: {} });
  });
  api.get('/settings/global_site_settings', async () => ({ project: 'Farmacia Verde' }));
  api.get('/page/:slug', async (req) => ({ slug: (req.params as { slug: string }).slug, title: 'About', html: '<p>x</p>', ignore_layout: false, show_breadcrumbs: true }));
  await api.listen({ port: 0, host: '127.0.0.1' });
  const { port } = api.server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, close: () => api.close() };
}
