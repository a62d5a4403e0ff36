// The guest's identity (spec: an anonymous user_token cookie for 365 days, user group 0): issued on
// a page answer when missing, kept when the visitor has one, handed to remotes only on pages
// rendered for that visitor alone, and never passed from one shopper to another by the page cache.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_GROUP_ID } from '@vitrina/domain';
import { $guest } from '@vitrina/events';
import { guestVisit, userTokenCookie } from '../src/routing/guest-identity.ts';
import { renderPage } from '../src/render/render-page.ts';
import { startFakeApi } from './helpers/fake-api.ts';
import { pageGateway } from './helpers/page-gateway.ts';
import { scopeProbe } from './helpers/probe-remote.ts';

const YEAR_S = 365 * 24 * 60 * 60;
const tokenOf = (setCookie: string | string[] | undefined) =>
  [setCookie ?? []]
    .flat()
    .find((line) => line.startsWith('user_token='))
    ?.split(';')[0]!
    .slice('user_token='.length);

describe('the guest identity of a visit', () => {
  it('keeps the token the visitor has, and their group, with no new cookie', () => {
    const visit = guestVisit({ user_token: 'aB3_-aB3_-aB3_-aB3_-aB3', 'user-group-id': '7' }, 'https://shop.test');
    expect(visit).toEqual({ identity: { userToken: 'aB3_-aB3_-aB3_-aB3_-aB3', groupId: 7 } });
  });

  it.each([
    ['no cookie at all', {}],
    ['an empty token', { user_token: '' }],
    ['a token too short to be random', { user_token: 'abc' }],
    ['markup for a token', { user_token: '<script>alert(1)</script>aaaaaaaaaaaa' }],
  ])('issues a new random token for %s, in the guest group', (_case, cookies) => {
    const visit = guestVisit(cookies, 'http://shop.localhost:3000');
    expect(visit.identity.groupId).toBe(GUEST_GROUP_ID);
    expect(visit.identity.userToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(visit.setCookie).toBe(
      `user_token=${visit.identity.userToken}; Max-Age=${YEAR_S}; Path=/; HttpOnly; SameSite=Lax`,
    );
    expect(guestVisit(cookies, 'http://shop.localhost:3000').identity.userToken).not.toBe(visit.identity.userToken);
  });

  it('reads a group that is not a group number as the guest group', () => {
    expect(guestVisit({ 'user-group-id': '-1' }, 'https://shop.test').identity.groupId).toBe(GUEST_GROUP_ID);
    expect(guestVisit({ 'user-group-id': 'x' }, 'https://shop.test').identity.groupId).toBe(GUEST_GROUP_ID);
  });

  it('marks the cookie Secure when the shop is served over https, and only then', () => {
    expect(userTokenCookie('t', 'https://shop.test')).toMatch(/; Secure$/);
    expect(userTokenCookie('t', 'http://shop.localhost:3000')).not.toMatch(/Secure/);
  });
});

const { seen, remotes } = scopeProbe((scope) => scope.getState($guest));

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(async () => {
  await api?.close();
});

describe('the guest cookie on pages', () => {
  async function gateway() {
    return pageGateway({ apiUrl: api.url, deps: { render: renderPage, remotes } });
  }

  it('gives two visitors without cookies of one cached page different tokens, and the page none', async () => {
    const gw = await gateway();
    try {
      seen.length = 0;
      const first = await gw.get('/ro/page/about');
      const second = await gw.get('/ro/page/about');
      expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['MISS', 'HIT']);
      const tokens = [tokenOf(first.headers['set-cookie']), tokenOf(second.headers['set-cookie'])];
      expect(tokens[0]).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(tokens[1]).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(tokens[0]).not.toBe(tokens[1]);
      // The stored copy was rendered for nobody in particular.
      expect(seen).toEqual([null]);
      expect(second.body).toBe(first.body);
      for (const token of tokens) expect(first.body).not.toContain(token);
      // A cache in front must not keep an answer that carries one visitor's cookie.
      expect(first.headers['cache-control']).toBe('private, no-store');
      expect(second.headers['cache-control']).toBe('private, no-store');
    } finally {
      await gw.app.close();
    }
  });

  it('sets no cookie for a visitor who has a token, and shares the page with caches in front again', async () => {
    const gw = await gateway();
    try {
      const cookie = 'user_token=aB3_-aB3_-aB3_-aB3_-aB3';
      await gw.get('/ro/page/about', { cookie });
      const hit = await gw.get('/ro/page/about', { cookie });
      expect(hit.headers['x-cache']).toBe('HIT');
      expect(hit.headers['set-cookie']).toBeUndefined();
      expect(hit.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=/);
    } finally {
      await gw.app.close();
    }
  });

  it("hands the visitor's identity to the remote of a page rendered for them alone (a personal page)", async () => {
    const gw = await gateway();
    try {
      seen.length = 0;
      const res = await gw.get('/ro/cart', { cookie: 'user_token=aB3_-aB3_-aB3_-aB3_-aB3; user-group-id=0' });
      expect(res.headers['x-cache']).toBe('BYPASS');
      expect(seen).toEqual([{ userToken: 'aB3_-aB3_-aB3_-aB3_-aB3', groupId: 0 }]);
      // Never written into the page's state for the browser.
      expect(res.body).not.toContain('aB3_-aB3_-aB3_-aB3_-aB3');
      const fresh = await gw.get('/ro/cart');
      expect(seen[1]).toEqual({ userToken: tokenOf(fresh.headers['set-cookie']), groupId: GUEST_GROUP_ID });
    } finally {
      await gw.app.close();
    }
  });

  it('leaves the token to the page a redirect leads to', async () => {
    const gw = await gateway();
    try {
      const res = await gw.get('/ro/page/about/');
      expect(res.statusCode).toBe(301);
      expect(res.headers['set-cookie']).toBeUndefined();
    } finally {
      await gw.app.close();
    }
  });
});
