// A stand-in back end for the cart sync suites: two shops, and auth/users/me answering the id of
// the shopper a bearer belongs to (tokens are made here, signed and with an expiry, like the API's).
import Fastify from 'fastify';
import { jwt } from '../helpers/session-api.ts';

const SITE = { langs: ['ro', 'ru'], mainLang: 'ro', currency: 'MDL', theme: 'light' };
export const CART_SHOPS = {
  pharmacy: { ...SITE, token: 'demo-pharmacy', brand: 'pharmacy', publicOrigin: 'http://pharmacy.localhost:3000' },
  kids: { ...SITE, token: 'demo-kids', brand: 'kids', publicOrigin: 'http://kids.localhost:3000' },
};
const problem = (code: string) => ({ code, message: code, fieldErrors: {} });

export async function startCartApi() {
  const api = Fastify();
  const users = new Map<string, number>();
  const calls = { me: 0 };
  let meFails = false;
  api.get('/sites/resolve', async (req, reply) => {
    const { host } = req.query as { host?: string };
    const shop = Object.values(CART_SHOPS).find((s) => host === `${s.brand}.localhost`);
    return shop ? { ...shop, hosts: [`${shop.brand}.localhost`] } : reply.code(404).send(problem('not_found'));
  });
  api.get('/settings/global_site_settings', async () => ({}));
  api.get('/auth/users/me', async (req, reply) => {
    calls.me++;
    if (meFails) return reply.code(503).send(problem('unavailable'));
    const id = users.get(req.headers.authorization?.replace(/^Bearer /, '') ?? '');
    if (id === undefined) return reply.code(401).send(problem('token_invalid'));
    return { user: { id, email: `user${id}@example.com` } };
  });
  await api.listen({ port: 0, host: '127.0.0.1' });
  const { port } = api.server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    /** An access token of user `id` that the API accepts, living `lifeS` seconds. */
    async signIn(id: number, lifeS = 172_800): Promise<string> {
      const token = await jwt('access', lifeS);
      users.set(token, id);
      return token;
    },
    /** The API ends a session (a sign-out elsewhere): its token is refused from now on. */
    revoke: (token: string) => void users.delete(token),
    failMe: (fail: boolean) => void (meFails = fail),
    close: () => api.close(),
  };
}

export type CartApi = Awaited<ReturnType<typeof startCartApi>>;
