// The cart page on the server: the remote's prepare loads the shopper's own cart (the session's
// bearer, else the guest's token: the page's scope knows whose it is), validates it, puts the count
// on the bus for the header and sets the page's head; the route is personal (never cached).
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $cart as $summary, $guest, $head, $locale, $session, guestIdentified, localeChanged } from '@vitrina/events';
import { $cart, $cartValid } from '../src/entities/cart/index.ts';
import { mounts } from '../src/mounts.ts';
import remote from '../src/remote.tsx';
import { byPath, cart, fakeBackEnd, line } from './fake-back-end.ts';

afterEach(() => vi.unstubAllGlobals());

const answers = () =>
  fakeBackEnd(
    byPath({
      'general/cart/fetch-all': () => Response.json([cart([line(1), line(2)])]),
      'general/cart/validate-products': () => Response.json({ valid: true }),
    }),
  );
const GUEST = 'aB3_-aB3_-aB3_-aB3_-aB3';

describe('/{lang}/cart on the server', () => {
  it("loads the guest's cart by their token, validated, with the header's count and the head", async () => {
    const calls = answers();
    const scope = fork();
    await allSettled(localeChanged, { scope, params: 'ru' });
    await allSettled(guestIdentified, { scope, params: { userToken: GUEST, groupId: 0 } });
    await remote.prepare({ scope, locale: 'ru', pathname: '/cart', search: '' });
    expect(calls[0]).toMatchObject({ url: 'general/cart/fetch-all', headers: { 'x-guest-token': GUEST } });
    expect(calls[0]!.headers).not.toHaveProperty('authorization');
    expect(scope.getState($cart)?.products).toHaveLength(2);
    expect(scope.getState($cartValid)).toBe(true);
    expect(scope.getState($summary)).toEqual({ count: 2 });
    expect(scope.getState($head)).toEqual({ title: 'Корзина', robots: 'noindex, nofollow' });
  });

  it("loads a signed-in shopper's cart with their session's bearer, the guest key beside it as the /api proxy sends it", async () => {
    const calls = answers();
    const scope = fork({
      values: [
        [$locale, 'en'],
        [$session, { bearer: 'access-1' }],
        [$guest, { userToken: GUEST, groupId: 0 }],
      ],
    });
    await remote.prepare({ scope, locale: 'en', pathname: '/cart', search: '' });
    // The API takes the bearer's cart whenever there is one; the guest key only lets the account
    // adopt what the same browser did as a guest (its orders).
    expect(calls[0]!.headers).toMatchObject({ authorization: 'Bearer access-1', 'x-guest-token': GUEST });
  });

  it('owns /cart as a personal route, and offers the cart widget', () => {
    expect(mounts).toEqual({ prefixes: ['cart', 'quote'], personal: ['cart', 'quote'] });
    expect(remote.handles('/cart')).toBe(true);
    expect(remote.widgets?.cart).toBeTypeOf('function');
  });
});
