// The session through the /api proxy: tokens live only in HttpOnly cookies (never in a body the
// browser reads), every call carries the cookie's bearer, a token about to expire is renewed once
// however many calls ask at the same time, and a session the API refuses is cleared.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proxyGateway } from './helpers/proxy-gateway.ts';
import { SHOPS, cookieValue, jwt, setCookies, startSessionApi } from './helpers/session-api.ts';

let api: Awaited<ReturnType<typeof startSessionApi>>;
let app: Awaited<ReturnType<typeof proxyGateway>>;
const HOST = 'pharmacy.localhost:3000';
const ORIGIN = SHOPS.pharmacy.publicOrigin;

beforeAll(async () => {
  api = await startSessionApi();
  app = await proxyGateway(api.url);
});
afterAll(async () => {
  await app?.close();
  await api?.close();
});

const post = (url: string, body: unknown, headers: Record<string, string> = {}, host = HOST) =>
  app.inject({
    method: 'POST',
    url,
    headers: { host, origin: `http://${host}`, 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
const get = (url: string, cookie: string) => app.inject({ url, headers: { host: HOST, cookie } });

describe('token answers through the proxy', () => {
  it.each([
    ['sign-in', '/api/auth/jwt/create', { email: 'ana@example.com', password: 'secret-pass' }, {}],
    ['activation', '/api/auth/users/activation', { uid: '1', token: 'x'.repeat(43) }, {}],
    ['a password change', '/api/auth/users/set_password', {}, { note: 'kept' }],
    ['a sign-in spelled with extra slashes', '/api/auth//jwt/create/', {}, {}],
    ['a social sign-in', '/api/users/google/', { code: 'c', state: 's'.repeat(43) }, {}],
    ["the spec's Google sign-in", '/api/api/google-login', { code: 'c', state: 's'.repeat(43) }, {}],
  ])('%s sets HttpOnly cookies for 2 and 7 days and keeps the tokens out of the body', async (_c, url, body, rest) => {
    const res = await post(url, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(rest);
    expect(res.body).not.toMatch(/eyJ/);
    const cookies = setCookies(res.headers['set-cookie']);
    expect(cookies.token).toMatch(/^token=eyJ[^;]+; Max-Age=172800; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(cookies.refresh_token).toMatch(/^refresh_token=eyJ[^;]+; Max-Age=604800; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('marks the cookies Secure for a shop served over https', async () => {
    const res = await post('/api/auth/jwt/create', {}, { origin: SHOPS.secure.publicOrigin }, 'secure.localhost');
    expect(res.statusCode).toBe(200);
    const cookies = setCookies(res.headers['set-cookie']);
    expect(cookies.token).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
    expect(cookies.refresh_token).toMatch(/; Secure$/);
  });

  it('without "remember me" the tokens are browser-session cookies, and stay so when renewed', async () => {
    const res = await post('/api/auth/jwt/create', { email: 'a@b.md', password: 'x', remember: false });
    const cookies = setCookies(res.headers['set-cookie']);
    expect(cookies.token).not.toMatch(/Max-Age/i);
    expect(cookies.refresh_token).not.toMatch(/Max-Age/i);
    const renewed = await post(
      '/api/auth/jwt/refresh',
      {},
      { cookie: `refresh_token=${cookieValue(cookies.refresh_token)}; session_only=1` },
    );
    expect(renewed.statusCode).toBe(200);
    expect(setCookies(renewed.headers['set-cookie']).token).not.toMatch(/Max-Age/i);
  });

  it.each([
    ['users/{social}', '/api/users/facebook'],
    ['api/google-login', '/api/api/google-login'],
  ])("a social sign-in (%s) starts a new session: the old session's bearer is not sent", async (_c, url) => {
    const old = await api.signIn();
    const res = await post(url, { code: 'c', state: 's'.repeat(43) }, { cookie: `token=${old.access}` });
    expect(res.statusCode).toBe(200);
    expect(api.calls.socialSignIn.at(-1)).toBeUndefined();
    expect(cookieValue(setCookies(res.headers['set-cookie']).token)).not.toBe(old.access);
  });

  it('users/company is no provider: it keeps the signed-in bearer', async () => {
    const session = await api.signIn();
    const res = await get('/api/users/company', `token=${session.access}; refresh_token=${session.refresh}`);
    expect(res.json()).toEqual({ authorization: `Bearer ${session.access}` });
  });

  it("logout is sent with the cookie's bearer and clears the cookies", async () => {
    const session = await api.signIn();
    const res = await post(
      '/api/auth/token/logout',
      {},
      { cookie: `token=${session.access}; refresh_token=${session.refresh}` },
    );
    expect(res.statusCode).toBe(204);
    expect(api.calls.logout.at(-1)).toBe(`Bearer ${session.access}`);
    const cookies = setCookies(res.headers['set-cookie']);
    expect(cookies.token).toBe('token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');
    expect(cookies.refresh_token).toBe('refresh_token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');
  });
});

describe('the bearer of every call', () => {
  it('turns the access cookie into Authorization: Bearer, with no new cookies while it is fresh', async () => {
    const session = await api.signIn();
    const res = await get('/api/echo', `token=${session.access}; refresh_token=${session.refresh}`);
    expect(res.json()).toEqual({ authorization: `Bearer ${session.access}` });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('a guest call carries no bearer', async () => {
    const res = await get('/api/echo', 'lang=ro');
    expect(res.json()).toEqual({ authorization: null });
  });

  it.each([
    ['expires within the 30 s skew', 10],
    ['has expired', -60],
  ])('renews an access token that %s before the call, and sets the new cookies', async (_case, lifeS) => {
    const session = await api.signIn(lifeS);
    const before = api.calls.refresh;
    const res = await get('/api/echo', `token=${session.access}; refresh_token=${session.refresh}`);
    expect(api.calls.refresh).toBe(before + 1);
    const cookies = setCookies(res.headers['set-cookie']);
    const renewed = cookieValue(cookies.token);
    expect(renewed).toMatch(/^eyJ/);
    expect(renewed).not.toBe(session.access);
    expect(res.json()).toEqual({ authorization: `Bearer ${renewed}` });
    expect(cookieValue(cookies.refresh_token)).not.toBe(session.refresh);
  });

  it('renews with the refresh cookie alone (the access cookie gone)', async () => {
    const session = await api.signIn();
    const res = await get('/api/echo', `refresh_token=${session.refresh}`);
    expect(res.json<{ authorization: string }>().authorization).toBe(
      `Bearer ${cookieValue(setCookies(res.headers['set-cookie']).token)}`,
    );
  });

  it('renews once for many calls at the same time, so the API never sees a rotated token again', async () => {
    const session = await api.signIn(5);
    const cookie = `token=${session.access}; refresh_token=${session.refresh}`;
    const before = { refresh: api.calls.refresh, reuse: api.calls.reuse };
    const gate = api.holdRefreshes();
    const calls = Array.from({ length: 8 }, () => get('/api/echo', cookie));
    await gate.arrived;
    gate.release();
    const answers = await Promise.all(calls);
    // A call that arrives with the old cookie just after the renewal gets the same new pair.
    answers.push(await get('/api/echo', cookie));
    expect(api.calls.refresh).toBe(before.refresh + 1);
    expect(api.calls.reuse).toBe(before.reuse);
    const bearers = new Set(answers.map((res) => res.json<{ authorization: string }>().authorization));
    expect(bearers.size).toBe(1);
    expect([...bearers][0]).not.toBe(`Bearer ${session.access}`);
  });

  it('clears the cookies and goes on as a guest when the API refuses the refresh token', async () => {
    const stale = await jwt('access', -60);
    const unknownRefresh = await jwt('refresh', 600);
    const res = await get('/api/echo', `token=${stale}; refresh_token=${unknownRefresh}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ authorization: null });
    const cookies = setCookies(res.headers['set-cookie']);
    expect(cookies.token).toMatch(/^token=; Max-Age=0;/);
    expect(cookies.refresh_token).toMatch(/^refresh_token=; Max-Age=0;/);
  });

  it('an explicit refresh uses the cookie, answers {} and 401 with cleared cookies once the token is spent', async () => {
    const session = await api.signIn();
    const first = await post('/api/auth/jwt/refresh', {}, { cookie: `refresh_token=${session.refresh}` });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({});
    expect(cookieValue(setCookies(first.headers['set-cookie']).token)).toMatch(/^eyJ/);
    const none = await post('/api/auth/jwt/refresh', {}, { cookie: 'lang=ro' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: 'not_authenticated', fieldErrors: {} });
  });
});

describe('cross-site request forgery', () => {
  const signedIn = async () => {
    const session = await api.signIn();
    return { cookie: `token=${session.access}`, 'content-type': 'application/json' };
  };

  it.each([
    ['no Origin or Referer', {}],
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['the shop host on another scheme', { origin: 'https://pharmacy.localhost:3000' }],
    ['a foreign Referer', { referer: 'https://evil.example/ro' }],
    ['a foreign Origin with the shop as Referer', { origin: 'https://evil.example', referer: `${ORIGIN}/ro` }],
  ])('refuses a state-changing call with %s: 403 in the one error shape', async (_case, extra) => {
    const before = api.calls.logout.length;
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const res = await app.inject({
        method,
        url: method === 'POST' ? '/api/auth/token/logout' : '/api/echo',
        headers: { host: HOST, ...(await signedIn()), ...extra },
        payload: '{}',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'cross_site_request', message: expect.any(String), fieldErrors: {} });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(api.calls.logout.length).toBe(before);
  });

  it.each([
    ["the shop's Origin", { origin: ORIGIN }],
    ["a Referer on the shop's origin", { referer: `${ORIGIN}/ro/cabinet` }],
  ])('lets a state-changing call with %s through', async (_case, extra) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { host: HOST, ...(await signedIn()), ...extra },
      payload: '{}',
    });
    expect(res.statusCode).toBe(200);
  });

  it('asks nothing of a GET', async () => {
    expect((await get('/api/echo', 'lang=ro')).statusCode).toBe(200);
  });
});
