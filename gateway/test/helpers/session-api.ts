// A stand-in back end for the session suites: two shops (one on https, one with the cabinet off),
// the account calls with the real API's token rules (refresh tokens rotate; a second use of a
// rotated one counts as reuse and ends the session), and an echo of what the proxy forwarded.
import { SignJWT } from 'jose';
import Fastify from 'fastify';

const SITE = {
  langs: ['ro', 'ru', 'en'],
  mainLang: 'ro',
  currency: 'MDL',
  theme: 'light',
};
export const SHOPS = {
  pharmacy: { ...SITE, token: 'demo-pharmacy', brand: 'pharmacy', publicOrigin: 'http://pharmacy.localhost:3000' },
  secure: { ...SITE, token: 'demo-secure', brand: 'secure', publicOrigin: 'https://secure.localhost' },
  closed: { ...SITE, token: 'demo-closed', brand: 'closed', publicOrigin: 'http://closed.localhost:3000' },
};
const SECRET = new TextEncoder().encode('session-suite-secret-0123456789abcdef');

/** A signed JWT that expires `expiresInS` seconds from now (negative: already expired). */
export function jwt(subject: string, expiresInS: number): Promise<string> {
  return new SignJWT({ kind: subject })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(subject)
    .setJti(crypto.randomUUID())
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInS)
    .sign(SECRET);
}

const problem = (code: string) => ({ code, message: code, fieldErrors: {} });

export async function startSessionApi() {
  // Slashes as the real API treats them (api/src/app.ts), so odd spellings reach the same calls.
  const api = Fastify({ routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true } });
  /** Access tokens the API accepts, and refresh tokens not yet used. */
  const liveAccess = new Set<string>();
  const liveRefresh = new Set<string>();
  const usedRefresh = new Set<string>();
  const calls = {
    refresh: 0,
    reuse: 0,
    logout: [] as (string | undefined)[],
    me: 0,
    socialSignIn: [] as (string | undefined)[],
  };
  let holdRefresh: Promise<void> | null = null;
  let refreshArrived: () => void = () => undefined;

  async function pair(accessLifeS = 172_800) {
    const access = await jwt('access', accessLifeS);
    const refresh = await jwt('refresh', 604_800);
    liveAccess.add(access);
    liveRefresh.add(refresh);
    return { access, refresh };
  }
  const bearerOf = (header: string | undefined) => header?.replace(/^Bearer /, '');

  api.get('/sites/resolve', async (req, reply) => {
    const { host } = req.query as { host?: string };
    const shop = Object.values(SHOPS).find((s) => host === `${s.brand}.localhost`);
    return shop ? { ...shop, hosts: [`${shop.brand}.localhost`] } : reply.code(404).send(problem('not_found'));
  });
  api.get('/settings/global_site_settings', async (req) => ({
    additional_settings: { is_user_cabinet: req.headers['x-site-token'] !== SHOPS.closed.token },
  }));
  api.post('/auth/jwt/create', async () => ({ ...(await pair()) }));
  api.post('/auth/users/activation', async () => pair());
  api.post('/auth/users/set_password', async () => ({ ...(await pair()), note: 'kept' }));
  // Social sign-in (users/{social} and the spec's api/google-login): the bearer it was sent with is kept.
  for (const url of ['/users/:social', '/api/google-login'])
    api.post(url, async (req) => {
      calls.socialSignIn.push(req.headers.authorization);
      return pair();
    });
  api.get('/users/company', async (req) => ({ authorization: req.headers.authorization ?? null }));
  api.post('/auth/jwt/refresh', async (req, reply) => {
    calls.refresh++;
    refreshArrived();
    if (holdRefresh) await holdRefresh;
    const { refresh } = req.body as { refresh: string };
    if (usedRefresh.has(refresh)) {
      calls.reuse++;
      return reply.code(401).send(problem('token_invalid'));
    }
    if (!liveRefresh.delete(refresh)) return reply.code(401).send(problem('token_invalid'));
    usedRefresh.add(refresh);
    return pair();
  });
  api.post('/auth/token/logout', async (req, reply) => {
    calls.logout.push(req.headers.authorization);
    liveAccess.delete(bearerOf(req.headers.authorization) ?? '');
    return reply.code(204).send();
  });
  api.get('/auth/users/me', async (req, reply) => {
    calls.me++;
    if (!liveAccess.has(bearerOf(req.headers.authorization) ?? ''))
      return reply.code(401).send(problem('token_invalid'));
    return { user: { id: 1, email: 'ana@example.com' } };
  });
  api.get('/echo', async (req) => ({ authorization: req.headers.authorization ?? null }));
  api.post('/echo', async (req) => ({ authorization: req.headers.authorization ?? null }));
  await api.listen({ port: 0, host: '127.0.0.1' });
  const { port } = api.server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    /** A session the API knows: an access token living `accessLifeS` seconds and its refresh token. */
    signIn: pair,
    /** Refresh calls wait until the returned release is called; resolves `arrived` at the first. */
    holdRefreshes() {
      let release!: () => void;
      holdRefresh = new Promise((resolve) => (release = resolve));
      const arrived = new Promise<void>((resolve) => (refreshArrived = resolve));
      return {
        arrived,
        release: () => {
          holdRefresh = null;
          release();
        },
      };
    },
    close: () => api.close(),
  };
}

/** The Set-Cookie lines of an answer, by cookie name. */
export function setCookies(header: string | string[] | number | undefined): Record<string, string> {
  const lines = header === undefined ? [] : [header].flat().map(String);
  return Object.fromEntries(lines.map((line) => [line.split('=')[0]!, line]));
}

/** The value a Set-Cookie line sets. */
export const cookieValue = (line: string | undefined) => line?.split(';')[0]!.split('=').slice(1).join('=');
