// The buy intent on the bus (a product page's button): add-item through the /api proxy, the header's
// count from the server's answer, then the associated products or the drawer, and the notice.
import { allSettled } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  $cart as $summary,
  $notices,
  $openModal,
  $pendingCartIntents,
  $siteSettings,
  addToCartRequested,
  CART_ASSOCIATED_MODAL,
  CART_DRAWER,
} from '@vitrina/events';
import type { GlobalSettings } from '@vitrina/events';
import { $cart, cartStarted } from '../src/entities/cart/index.ts';
import type { ProductCard } from '../src/entities/cart/index.ts';
import { $associated, $fetching, addedNotice, offerAdded } from '../src/features/add-to-cart/index.ts';
import { FETCHING_CLEAR_MS } from '../src/shared/config/timings.ts';
import { byPath, cart, fakeBackEnd, line, refusal } from './fake-back-end.ts';
import type { SeenCall } from './fake-back-end.ts';
import { dataLayer, pageScope } from './scope.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const card = (productId: number, fields: Record<string, unknown> = {}) => ({
  productId,
  title: `Offer ${productId}`,
  code: `O-${productId}`,
  url: `/product/o-${productId}`,
  img: '',
  price: 5,
  old_price: null,
  discount: 0,
  currency: 'MDL',
  count: 10,
  multiplicity: 1,
  active: true,
  available: true,
  brand: null,
  ...fields,
});

const answered = cart([line(7), line(641, { count: 2, title: 'Fier chelat' })]);
/** The same cart, where the server says the added product (641) has associated products. */
const offering = cart([line(7), line(641, { count: 2, title: 'Fier chelat', has_associated_products: true })]);
const shop = (associated: () => Response, addAnswer = answered) =>
  fakeBackEnd(
    byPath({
      'general/cart/add-item': () => Response.json(addAnswer),
      'general/cart/validate-products': () => Response.json({ valid: true }),
      'general/associated-products': associated,
    }),
  );
const associatedCalls = (calls: SeenCall[]) => calls.filter((call) => call.url.startsWith('general/associated'));
const settings = (notificationView: string, buttonView = 'default') =>
  [
    $siteSettings,
    {
      cart_settings: {
        min_order_sum: 0,
        notification_view_type: notificationView,
        product_cart_button_view_type: buttonView,
      },
    } as GlobalSettings,
  ] as [unknown, unknown];

describe('an add from the bus', () => {
  it('calls add-item with the product and quantity, and the header counts the lines of the answer', async () => {
    const calls = shop(() => Response.json([]));
    const scope = pageScope();
    await allSettled(addToCartRequested, { scope, params: { productId: 641, quantity: 2 } });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: 'general/cart/add-item',
      body: { product_id: 641, count: 2 },
    });
    // No owner in browser calls: the proxy adds it from the HttpOnly cookies.
    expect(calls[0]!.body).not.toHaveProperty('no_user_id');
    expect(calls[0]!.headers).not.toHaveProperty('x-guest-token');
    expect(scope.getState($cart)).toEqual(answered);
    expect(scope.getState($summary)).toEqual({ count: 2 });
  });

  it('takes the presses made before the cart code arrived, in order, once it starts', async () => {
    const calls = shop(() => Response.json([]));
    const waiting = [{ productId: 641, quantity: 2 }, { productId: 7 }];
    const scope = pageScope([[$pendingCartIntents, waiting]]);
    await allSettled(cartStarted, { scope });
    const adds = calls.filter((call) => call.url === 'general/cart/add-item').map((call) => call.body);
    expect(adds).toEqual([{ product_id: 641, count: 2 }, { product_id: 7 }]);
    expect(scope.getState($pendingCartIntents)).toEqual([]);
  });

  it("leaves the count to the product's multiplicity when the intent names none", async () => {
    const calls = shop(() => Response.json([]));
    await allSettled(addToCartRequested, { scope: pageScope(), params: { productId: 641 } });
    expect(calls[0]!.body).toEqual({ product_id: 641 });
  });

  it('opens the drawer straight away, asking for no associated products, when the added line has none', async () => {
    const calls = shop(() => Response.json([card(8)]));
    const scope = pageScope();
    await allSettled(addToCartRequested, { scope, params: { productId: 641 } });
    expect(associatedCalls(calls)).toEqual([]);
    expect(scope.getState($openModal)).toBe(CART_DRAWER);
  });

  it("reads the added product's own line: another line's associated products open nothing", async () => {
    const calls = shop(
      () => Response.json([card(8)]),
      cart([line(7, { has_associated_products: true }), line(641, { count: 2 })]),
    );
    const scope = pageScope();
    await allSettled(addToCartRequested, { scope, params: { productId: 641 } });
    expect(associatedCalls(calls)).toEqual([]);
    expect(scope.getState($openModal)).toBe(CART_DRAWER);
  });

  it('loads the associated products of a product that has some and opens their window with the buyable ones', async () => {
    const calls = shop(() => Response.json([card(8), card(9, { available: false })]), offering);
    const scope = pageScope();
    await allSettled(addToCartRequested, { scope, params: { productId: 641 } });
    expect(associatedCalls(calls).map((call) => call.url)).toEqual(['general/associated-products?product_id=641']);
    expect(scope.getState($associated).map((offer) => offer.productId)).toEqual([8]);
    expect(scope.getState($openModal)).toBe(CART_ASSOCIATED_MODAL);
  });

  it('opens the drawer when the associated products of such a product are none to buy, or their call fails', async () => {
    shop(() => Response.json([card(9, { active: false })]), offering);
    const empty = pageScope();
    await allSettled(addToCartRequested, { scope: empty, params: { productId: 641 } });
    expect(empty.getState($associated)).toEqual([]);
    expect(empty.getState($openModal)).toBe(CART_DRAWER);

    shop(() => new Response('down', { status: 502 }), offering);
    const failed = pageScope();
    await allSettled(addToCartRequested, { scope: failed, params: { productId: 641 } });
    expect(failed.getState($associated)).toEqual([]);
    expect(failed.getState($openModal)).toBe(CART_DRAWER);
  });

  it('tells a refused add in an error notice, keeps the cart and opens nothing', async () => {
    fakeBackEnd(byPath({ 'general/cart/add-item': () => refusal(400, 'over_stock', { count: ['over_stock'] }) }));
    const scope = pageScope();
    await allSettled(addToCartRequested, { scope, params: { productId: 641, quantity: 500 } });
    expect(scope.getState($notices)).toMatchObject([{ kind: 'error', text: 'There are not that many in stock.' }]);
    expect(scope.getState($cart)).toBeNull();
    expect(scope.getState($openModal)).toBeNull();
  });
});

describe('the adding flag', () => {
  it('is up while the add runs and clears 700 ms after it ended', async () => {
    vi.useFakeTimers();
    shop(() => Response.json([]));
    const scope = pageScope([], 'real');
    const settled = allSettled(addToCartRequested, { scope, params: { productId: 641 } });
    expect(scope.getState($fetching)).toBe(true);
    await vi.advanceTimersByTimeAsync(FETCHING_CLEAR_MS - 1);
    expect(scope.getState($fetching)).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(scope.getState($fetching)).toBe(false);
  });
});

describe('the added-to-cart notice', () => {
  it('names the product and is a success notice, which the shell hides after 3 s', async () => {
    shop(() => Response.json([]));
    const scope = pageScope([settings('view_1')]);
    await allSettled(addToCartRequested, { scope, params: { productId: 641 } });
    expect(scope.getState($notices)).toMatchObject([{ kind: 'success', text: 'Fier chelat is in your cart.' }]);
  });

  it('stays (an info notice, dismissed by the shopper) with the notification view view_2', async () => {
    shop(() => Response.json([]));
    const scope = pageScope([settings('view_2')]);
    await allSettled(addToCartRequested, { scope, params: { productId: 641 } });
    expect(scope.getState($notices)).toMatchObject([{ kind: 'info', text: 'Fier chelat is in your cart.' }]);
  });

  it('is not shown in a shop whose settings give the buy button the casadeltabaco view', async () => {
    shop(() => Response.json([]));
    const scope = pageScope([settings('view_2', 'casadeltabaco')]);
    await allSettled(addToCartRequested, { scope, params: { productId: 641 } });
    expect(scope.getState($notices)).toEqual([]);
  });

  it('is not shown for the casadeltabaco button view, whatever the notification view', () => {
    expect(addedNotice('casadeltabaco', 'view_2')).toBe('none');
    expect(addedNotice('casadeltabaco', 'view_1')).toBe('none');
    expect(addedNotice(null, 'view_1')).toBe('timed');
    expect(addedNotice('default', 'view_2')).toBe('sticky');
  });
});

describe('an add from the associated-products window', () => {
  it('adds one multiplicity, keeps the window open and tells the data layer once the server took it', async () => {
    const calls = shop(() => Response.json([]));
    const layer = dataLayer();
    const scope = pageScope([[$openModal, CART_ASSOCIATED_MODAL]]);
    await allSettled(offerAdded, { scope, params: card(8, { multiplicity: 2, price: 5 }) as ProductCard });
    expect(calls[0]).toMatchObject({ url: 'general/cart/add-item', body: { product_id: 8 } });
    expect(scope.getState($openModal)).toBe(CART_ASSOCIATED_MODAL);
    expect(layer.at(-1)).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'MDL',
        value: 10,
        items: [{ item_id: 'O-8', item_name: 'Offer 8', price: 5, quantity: 2 }],
      },
    });
  });
});
