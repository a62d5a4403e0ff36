// The session on server-rendered pages: the cabinet guard (spec section 2: /{lang}/cabinet and
// /{lang}/account/* only with the user cabinet on and a token the API accepts, else a 302 to
// /{lang}?login=true), the signed-in shopper's `$session` in the render, and no page of theirs
// read from or written to the shared page cache.
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { $session } from '@vitrina/events';
import type { PageRenderer } from '../src/http/pages.ts';
import { renderPage } from '../src/render/render-page.ts';
import { pageGateway } from './helpers/page-gateway.ts';
import { scopeProbe } from './helpers/probe-remote.ts';
import { cookieValue, jwt, setCookies, startSessionApi } from './helpers/session-api.ts';

const { seen, remotes } = scopeProbe((scope) => scope.getState($session));

let api: Awaited<ReturnType<typeof startSessionApi>>;
let gw: Awaited<ReturnType<typeof pageGateway>>;
beforeAll(async () => {
  api = await startSessionApi();
  gw = await pageGateway({ apiUrl: api.url, deps: { render: renderPage, remotes } });
});
afterAll(async () => {
  await gw?.app.close();
  await api?.close();
});

const sessionCookie = async (accessLifeS?: number) => {
  const session = await api.signIn(accessLifeS);
  return { session, cookie: `token=${session.access}; refresh_token=${session.refresh}` };
};

describe('the cabinet guard', () => {
  it.each([
    ['/ro/cabinet', '/ro?login=true'],
    ['/ru/account/profile', '/ru?login=true'],
    ['/en/account', '/en?login=true'],
    ['/ro/CABINET', '/ro?login=true'],
    ['/ro/%63abinet', '/ro?login=true'],
  ])('sends a visitor without a session from %s to the login', async (url, location) => {
    const res = await gw.get(url);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(location);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it("lets a visitor without a session open the deletion letter's link (its call needs only the link)", async () => {
    const res = await gw.get('/ro/delete-account/confirm/12/abcdefghijklmnopqrstuvwxyz');
    expect(res.statusCode).not.toBe(302);
  });

  it('sends a shopper whose token the API does not accept to the login', async () => {
    const forged = await jwt('access', 3600);
    const res = await gw.get('/ro/cabinet', { cookie: `token=${forged}` });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/ro?login=true');
  });

  it('sends a signed-in shopper to the login when the shop has the user cabinet off', async () => {
    const { cookie } = await sessionCookie();
    const res = await gw.get('/ro/account/profile', { host: 'closed.localhost:3000', cookie });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/ro?login=true');
  });

  it('lets a signed-in shopper in, their session in the render but never in the page', async () => {
    const { session, cookie } = await sessionCookie();
    seen.length = 0;
    const res = await gw.get('/ro/cabinet', { cookie });
    expect(res.statusCode).not.toBe(302);
    expect(res.headers['x-cache']).toBe('BYPASS');
    expect(seen).toEqual([{ bearer: session.access }]);
    expect(res.body).not.toContain(session.access);
    // Drawn signed in from the first byte: the bus's auth state travels with the page.
    expect(res.body).toContain('"isAuth":true');
  });

  it('renews a token about to expire before asking the API, and sets the new cookies', async () => {
    const { cookie } = await sessionCookie(5);
    seen.length = 0;
    const res = await gw.get('/ro/account/orders', { cookie });
    expect(res.statusCode).not.toBe(302);
    const renewed = cookieValue(setCookies(res.headers['set-cookie']).token);
    expect(renewed).toMatch(/^eyJ/);
    expect(seen).toEqual([{ bearer: renewed }]);
  });

  it('hands a guest page no session', async () => {
    seen.length = 0;
    const res = await gw.get('/ro/page/about');
    expect(seen).toEqual([null]);
    expect(res.body).not.toContain('"isAuth":true');
  });
});

describe('signed-in pages and the page cache', () => {
  /** Says whom it rendered for, so a page that reaches the wrong visitor shows. */
  const render: PageRenderer = async (page) => ({
    status: 200,
    body: Readable.from([`<!doctype html><p>for ${page.session ? `shopper ${page.session.bearer}` : 'guests'}</p>`]),
  });

  it("neither stores a signed-in shopper's page nor answers them from the cache", async () => {
    const own = await pageGateway({ apiUrl: api.url, deps: { render } });
    try {
      const { session, cookie } = await sessionCookie();
      const signedIn = await own.get('/ro/page/about', { cookie });
      expect(signedIn.headers['x-cache']).toBe('BYPASS');
      expect(signedIn.headers['cache-control']).toBe('private, no-store');
      expect(signedIn.body).toContain(`shopper ${session.access}`);
      // Nothing was stored: the first guest renders the page for guests.
      const guest = await own.get('/ro/page/about');
      expect(guest.headers['x-cache']).toBe('MISS');
      expect(guest.body).toContain('for guests');
      expect((await own.get('/ro/page/about')).headers['x-cache']).toBe('HIT');
      // The stored guest copy is not read for the shopper, nor replaced by their page.
      const again = await own.get('/ro/page/about', { cookie });
      expect(again.headers['x-cache']).toBe('BYPASS');
      expect(again.body).toContain(`shopper ${session.access}`);
      const later = await own.get('/ro/page/about');
      expect(later.headers['x-cache']).toBe('HIT');
      expect(later.body).not.toContain(session.access);
    } finally {
      await own.app.close();
    }
  });
});
