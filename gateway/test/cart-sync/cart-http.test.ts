// /api/cart-redis through the gateway (memory store): one shopper's record only, reached from the
// shop's own pages, checked at the edge, versioned, and fenced by the cart lock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartApi } from './cart-api.ts';
import { startCartApi } from './cart-api.ts';
import type { Gateway } from './cart-gateway.ts';
import { cartGateway, guestToken, order, shopper } from './cart-gateway.ts';

let api: CartApi;
let app: Gateway;
/** The gateway's clock: moving it is time passing for the cart lock's lease. */
const clock = { now: Date.now() };

beforeAll(async () => {
  api = await startCartApi();
  app = await cartGateway(api.url, {}, { now: () => clock.now });
});
afterAll(async () => {
  await app?.close();
  await api?.close();
});

const NOT_FOUND = { code: 'not_found', message: 'There is no cart record here', fieldErrors: {}, currentVersion: 0 };

describe('a guest record', () => {
  it('is saved, read back with its version and merged or replaced, only for the shopper holding the cookie', async () => {
    const ana = shopper(app, { guest: guestToken('ana') });
    expect((await ana.get()).json()).toEqual(NOT_FOUND);
    const saved = await ana.save({ order: order('p1'), replace: true, expectedVersion: 0 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ data: { order: order('p1'), version: 1 } });
    expect(saved.headers['cache-control']).toBe('no-store');
    const merged = await ana.save({ order: { promoCode: 'SPRING' } });
    expect(merged.json()).toEqual({ data: { order: { ...order('p1'), promoCode: 'SPRING' }, version: 2 } });
    expect((await ana.get()).json()).toEqual(merged.json());
  });

  it("cannot be read, overwritten or deleted by another guest, even passing the owner's token", async () => {
    const ana = shopper(app, { guest: guestToken('ana2') });
    await ana.save({ order: order('mine'), replace: true });
    const eve = shopper(app, { guest: guestToken('eve') });
    const named = `?user_token=${guestToken('ana2')}`;
    for (const res of [
      await eve.get(named),
      await eve.save({ order: order('evil'), replace: true }, named),
      await eve.remove(named),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    }
    expect((await ana.get()).json()).toEqual({ data: { order: order('mine'), version: 1 } });
    // Eve's own record is untouched by all that, and separate.
    expect((await eve.get()).statusCode).toBe(404);
  });

  it('is kept per shop and per customer group', async () => {
    const token = guestToken('both');
    await shopper(app, { guest: token }).save({ order: order('ro'), replace: true });
    expect((await shopper(app, { guest: token, host: 'kids.localhost:3000' }).get()).statusCode).toBe(404);
    expect((await shopper(app, { guest: token }).get('?group_token=2')).statusCode).toBe(404);
    expect((await shopper(app, { guest: token }).get('?group_token=0')).statusCode).toBe(200);
  });

  it('needs an identity: without a guest cookie or session the call is 401', async () => {
    const nobody = shopper(app);
    expect((await nobody.get()).statusCode).toBe(401);
    const res = await nobody.save({ order: order('x') });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'not_authenticated' });
    expect((await shopper(app, { guest: 'short' }).get()).statusCode).toBe(401);
  });
});

describe("a signed-in shopper's record", () => {
  it('belongs to the account: its session reaches it from any browser, another account never', async () => {
    const laptop = shopper(app, { access: await api.signIn(7), guest: guestToken('laptop') });
    expect((await laptop.save({ order: order('u7'), replace: true })).json()).toMatchObject({ data: { version: 1 } });
    const phone = shopper(app, { access: await api.signIn(7) });
    expect((await phone.get()).json()).toEqual({ data: { order: order('u7'), version: 1 } });
    expect((await phone.get('?user_token=7')).statusCode).toBe(200);
    const other = shopper(app, { access: await api.signIn(8) });
    expect((await other.get('?user_token=7')).json()).toEqual(NOT_FOUND);
    expect((await other.save({ order: order('evil') }, '?user_token=7')).statusCode).toBe(404);
    // A guest naming the account's id gets no further.
    expect((await shopper(app, { guest: guestToken('g') }).get('?user_token=7')).statusCode).toBe(404);
    expect((await phone.get()).json()).toEqual({ data: { order: order('u7'), version: 1 } });
  });

  it("still reaches the browser's guest record, to migrate it at sign-in and delete it", async () => {
    const guest = guestToken('migrating');
    await shopper(app, { guest }).save({ order: order('from-guest'), replace: true });
    const signedIn = shopper(app, { guest, access: await api.signIn(9) });
    expect((await signedIn.get('?owner=guest')).json()).toEqual({ data: { order: order('from-guest'), version: 1 } });
    expect((await signedIn.get()).statusCode).toBe(404);
    expect((await signedIn.remove('?owner=guest&expectedVersion=1')).json()).toEqual({ data: { version: 2 } });
    expect((await shopper(app, { guest }).get()).json()).toEqual({ ...NOT_FOUND, currentVersion: 2 });
  });

  it('needs a session the API accepts: an ended one is 401, not a fall back to the guest record', async () => {
    const guest = guestToken('ended');
    await shopper(app, { guest }).save({ order: order('g'), replace: true });
    const access = await api.signIn(10);
    api.revoke(access);
    const res = await shopper(app, { guest, access }).get();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'not_authenticated' });
    expect((await shopper(app, { guest }).get('?owner=user')).statusCode).toBe(401);
  });

  it('asks the API who the session is once per token, and answers 503 when it cannot ask', async () => {
    const alice = shopper(app, { access: await api.signIn(11) });
    const before = api.calls.me;
    await alice.get();
    await alice.save({ order: order('a') });
    await alice.get();
    expect(api.calls.me - before).toBe(1);
    api.failMe(true);
    try {
      const res = await shopper(app, { access: await api.signIn(12) }).get();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'upstream_unavailable' });
    } finally {
      api.failMe(false);
    }
  });
});

describe('writes', () => {
  it("come from the shop's own pages only: no Origin, or another site's, is 403 and stores nothing", async () => {
    const ana = shopper(app, { guest: guestToken('csrf') });
    const cookie = ana.cookie;
    const post = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/cart-redis',
        headers: { host: 'pharmacy.localhost:3000', cookie, ...headers },
        payload: { order: order('forged') },
      });
    for (const res of [await post({}), await post({ origin: 'http://evil.example' })]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'cross_site_request' });
    }
    expect((await ana.get()).statusCode).toBe(404);
  });

  it.each([
    ['no order', {}, 'body.order'],
    ['an order that is not an object', { order: [1] }, 'body.order'],
    ['a localCart that is not an object', { order: { localCart: 'x' } }, 'body.order.localCart'],
    ['products that are not a list', { order: { localCart: { products: {} } } }, 'body.order.localCart.products'],
    ['localDataFields that are not an object', { order: { localDataFields: 3 } }, 'body.order.localDataFields'],
    ['a field name that is not one', { order: { 'a b': 1 } }, 'body.order.a b'],
    ['a negative expectedVersion', { order: {}, expectedVersion: -1 }, 'body.expectedVersion'],
    ['a replace that is not a boolean', { order: {}, replace: 'yes' }, 'body.replace'],
  ])('with %s are 400 naming the field, and store nothing', async (_case, body, field) => {
    const ana = shopper(app, { guest: guestToken('bad') });
    const res = await ana.save(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', fieldErrors: { [field]: [expect.any(String)] } });
    expect((await ana.get()).statusCode).toBe(404);
  });

  it('refuses a body that is not JSON, too large, or a bad group, storing nothing', async () => {
    const ana = shopper(app, { guest: guestToken('limits') });
    const text = await app.inject({
      method: 'POST',
      url: '/api/cart-redis',
      headers: {
        host: 'pharmacy.localhost:3000',
        origin: 'http://pharmacy.localhost:3000',
        cookie: ana.cookie,
        'content-type': 'application/json',
      },
      payload: '{"order":',
    });
    expect(text.statusCode).toBe(400);
    const huge = await ana.save({ order: { localDataFields: { note: 'x'.repeat(300 * 1024) } } });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'payload_too_large' });
    expect((await ana.save({ order: order('g') }, '?group_token=abc')).json()).toMatchObject({
      code: 'validation_failed',
      fieldErrors: { 'query.group_token': [expect.any(String)] },
    });
    expect((await ana.get()).statusCode).toBe(404);
  });

  it('with a stale expectedVersion are 409 with the current version, and change nothing', async () => {
    const ana = shopper(app, { guest: guestToken('stale') });
    await ana.save({ order: order('v1'), replace: true });
    await ana.save({ order: order('v2'), replace: true });
    const res = await ana.save({ order: order('old tab'), replace: true, expectedVersion: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'version_conflict',
      message: expect.any(String),
      fieldErrors: {},
      currentVersion: 2,
    });
    expect((await ana.remove('?expectedVersion=1')).json()).toMatchObject({
      code: 'version_conflict',
      currentVersion: 2,
    });
    expect((await ana.get()).json()).toEqual({ data: { order: order('v2'), version: 2 } });
  });

  it('on other methods are 405, and never reach the back end through the proxy', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/cart-redis',
      headers: { host: 'pharmacy.localhost:3000' },
    });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD, POST, DELETE');
  });
});

describe('the cart lock', () => {
  it('goes to one tab at a time; its fenced saves are taken while the lease lives and refused once it expired', async () => {
    const ana = shopper(app, { access: await api.signIn(20) });
    const taken = await ana.lock('POST', { holder: 'tab-1' });
    expect(taken.statusCode).toBe(200);
    const { token, leaseMs } = taken.json().data;
    expect(leaseMs).toBe(15_000);
    expect((await ana.lock('POST', { holder: 'tab-2' })).json()).toMatchObject({ code: 'lock_held' });
    expect((await ana.save({ order: order('merged'), replace: true, lockToken: token })).statusCode).toBe(200);
    clock.now += 10_000;
    expect((await ana.lock('PUT', { holder: 'tab-1', token })).json()).toEqual({ data: { token, leaseMs } });
    clock.now += 15_000;
    const late = await ana.save({ order: order('late'), replace: true, lockToken: token });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'lock_lost', currentVersion: 1 });
    expect((await ana.remove(`?lockToken=${token}`)).json()).toMatchObject({ code: 'lock_lost' });
    expect((await ana.lock('PUT', { holder: 'tab-1', token })).json()).toMatchObject({ code: 'lock_lost' });
    expect((await ana.get()).json()).toEqual({ data: { order: order('merged'), version: 1 } });
  });

  it("is released by its holder only, and is each record's own", async () => {
    const ana = shopper(app, { access: await api.signIn(21) });
    const { token } = (await ana.lock('POST', { holder: 'tab-1' })).json().data;
    expect((await ana.lock('POST', { holder: 'tab-2' }, '?group_token=1')).statusCode).toBe(200);
    expect((await ana.lock('DELETE', undefined, `?holder=tab-2&token=${token}`)).statusCode).toBe(409);
    expect((await ana.lock('DELETE', undefined, `?holder=tab-1&token=${token}`)).statusCode).toBe(204);
    expect((await ana.lock('POST', { holder: 'tab-2' })).statusCode).toBe(200);
    expect((await ana.lock('POST', { holder: 'not a tab id' })).json()).toMatchObject({
      code: 'validation_failed',
      fieldErrors: { 'body.holder': [expect.any(String)] },
    });
  });

  it("cannot be taken on another shopper's record", async () => {
    await shopper(app, { guest: guestToken('locked') }).save({ order: order('x') });
    const eve = shopper(app, { guest: guestToken('eve-lock') });
    const res = await eve.lock('POST', { holder: 'tab-1' }, `?user_token=${guestToken('locked')}`);
    expect(res.statusCode).toBe(404);
  });
});
