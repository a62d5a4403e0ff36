// When the cart synchronises, through the page's real calls (fetch answered by the test): a page
// started signed in with a guest cart migrates it under the lock and shows the merged cart; an
// edit saves the record naming the stored version; a cart event reloads the cart and the record's
// form; a guest page, a dev-mode page and a signed-out shopper never touch the record.
import { allSettled } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $auth, authChanged } from '@vitrina/events';
import { $cart, $cartLoad, cartStarted } from '../src/entities/cart/index.ts';
import { quantityIncreased } from '../src/features/change-quantity/index.ts';
import { $syncOn, cartEventHeard } from '../src/features/cart-sync/index.ts';
import { byPath, cart, fakeBackEnd, line, memoryStorage } from './fake-back-end.ts';
import type { SeenCall } from './fake-back-end.ts';
import { pageScope } from './scope.ts';

afterEach(() => vi.unstubAllGlobals());

const signedIn = [$auth, { isAuth: true, name: 'Ana' }] as [unknown, unknown];
const merged = cart([line(5, { count: 3 }), line(9)]);
const guestCopy = { products: [{ product: { productId: 5, multiplicity: 1, stock: 10 }, count: 1 }] };
const record = (version: number, fields = {}) =>
  Response.json({ data: { order: { localCart: { products: [] }, localDataFields: fields }, version } });

function shop(version = 4) {
  let current = version;
  return byPath({
    'general/cart/fetch-all': () => Response.json([merged]),
    'general/cart/validate-products': () => Response.json({ valid: true }),
    'general/cart/merge-cart': () => Response.json(merged),
    'general/cart/add-item': () => Response.json(merged),
    'cart-redis': (call) => {
      if (call.method === 'GET') return record(current, { phone: '+37369000000' });
      if (call.method === 'POST') {
        current += 1;
        return record(current);
      }
      return Response.json({ data: { version: current } });
    },
    'cart-redis/lock': (call) =>
      call.method === 'DELETE'
        ? new Response(null, { status: 204 })
        : Response.json({ data: { token: 11, leaseMs: 15000 } }),
  });
}

const pageOf = (cookie = '') => {
  const storage = memoryStorage();
  vi.stubGlobal('document', { cookie });
  return storage;
};
const route = (call: SeenCall) => `${call.method} ${call.url.split('?')[0]}`;
const redisCalls = (calls: SeenCall[]) => calls.filter((call) => call.url.startsWith('cart-redis'));

describe('the cart’s synchronisation on a page', () => {
  it('signed in with a guest cart: migrated under the lock, the merged cart shown', async () => {
    const storage = pageOf();
    storage.set('cart', JSON.stringify(guestCopy));
    const calls = fakeBackEnd(shop());
    const scope = pageScope([signedIn]);
    await allSettled(cartStarted, { scope });

    expect(scope.getState($syncOn)).toBe(true);
    expect(scope.getState($cart)).toEqual(merged);
    const steps = calls.map(route).filter((step) => !step.includes('fetch-all') && !step.includes('validate'));
    expect(steps).toEqual([
      'POST cart-redis/lock',
      'POST general/cart/merge-cart',
      'GET cart-redis',
      'POST cart-redis',
      'PUT cart-redis/lock',
      'DELETE cart-redis',
      'DELETE cart-redis/lock',
    ]);
    const save = calls.find((call) => route(call) === 'POST cart-redis')!;
    expect(save.body).toMatchObject({ replace: true, expectedVersion: 4, lockToken: 11 });
    expect(save.headers['x-tab-id']).toMatch(/^[\w-]{8,}$/);
    expect(calls.find((call) => route(call) === 'DELETE cart-redis')!.url).toContain('owner=guest');
    expect(JSON.parse(storage.get('cart-owner')!)).toBe('user');
    expect(JSON.parse(storage.get('cart-version')!)).toBe(5);
  });

  it('an edit saves the record, naming the version this browser stored', async () => {
    const storage = pageOf();
    storage.set('cart-owner', '"user"');
    storage.set('cart-version', '8');
    const calls = fakeBackEnd(shop(8));
    const scope = pageScope([signedIn, [$cart, merged], [$cartLoad, 'ready']]);
    await allSettled(cartStarted, { scope });
    await allSettled(quantityIncreased, { scope, params: 5 });
    const saves = calls.filter((call) => route(call) === 'POST cart-redis');
    expect(saves).toHaveLength(1);
    expect(saves[0]!.body).toMatchObject({ replace: true, expectedVersion: 8 });
    expect(JSON.parse(storage.get('cart-version')!)).toBe(9);
  });

  it('a cart event from another tab reloads the cart and takes the record’s checkout form', async () => {
    const storage = pageOf();
    storage.set('cart-owner', '"user"');
    const calls = fakeBackEnd(shop(3));
    const scope = pageScope([signedIn]);
    await allSettled(cartStarted, { scope });
    const before = calls.length;
    await allSettled(cartEventHeard, { scope, params: 4 });
    expect(calls.slice(before).map(route)).toEqual(
      expect.arrayContaining(['GET cart-redis', 'GET general/cart/fetch-all']),
    );
    expect(JSON.parse(storage.get('cart-data')!)).toEqual({ phone: '+37369000000' });
  });

  it('stays off for a guest and in dev mode, and stops when the shopper signs out', async () => {
    pageOf();
    const guestCalls = fakeBackEnd(shop());
    const guest = pageScope();
    await allSettled(cartStarted, { scope: guest });
    await allSettled(cartEventHeard, { scope: guest, params: 2 });
    expect(redisCalls(guestCalls)).toEqual([]);

    pageOf('lang=ro; dev-mode=true');
    const devCalls = fakeBackEnd(shop());
    const dev = pageScope([signedIn]);
    await allSettled(cartStarted, { scope: dev });
    expect(dev.getState($syncOn)).toBe(false);
    expect(redisCalls(devCalls)).toEqual([]);

    const storage = pageOf();
    fakeBackEnd(shop());
    const started = pageScope([signedIn]);
    await allSettled(cartStarted, { scope: started });
    expect(started.getState($syncOn)).toBe(true);
    await allSettled(authChanged, { scope: started, params: { isAuth: false, name: null } });
    expect(started.getState($syncOn)).toBe(false);
    expect(JSON.parse(storage.get('cart-owner')!)).toBe('guest');
  });
});
