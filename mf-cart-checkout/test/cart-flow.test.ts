// The server cart's flow (spec, section 4): every edit replaces the data, clears the promo and
// re-validates (after a removal only if products remain); validation's verdict and errors; the
// failed load that resets the cart; the 401 that ends the session; the copy in local storage.
import { allSettled } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $cart as $summary, $sessionLost } from '@vitrina/events';
import {
  $cart,
  $cartErrors,
  $cartLoad,
  $cartValid,
  $prescriptionConfirmed,
  cartOpened,
  cartRefreshRequested,
  cartStarted,
  prescriptionConfirmationSet,
} from '../src/entities/cart/index.ts';
import { lineRemoved } from '../src/features/remove-line/index.ts';
import { loyaltyToggled } from '../src/features/loyalty-toggle/index.ts';
import { quantityIncreased } from '../src/features/change-quantity/index.ts';
import { $promoError, $promoText, promoTextChanged } from '../src/features/promo-code/index.ts';
import { byPath, cart, fakeBackEnd, line, memoryStorage, refusal } from './fake-back-end.ts';
import type { SeenCall } from './fake-back-end.ts';
import { pageScope } from './scope.ts';

afterEach(() => vi.unstubAllGlobals());

const two = cart([line(1), line(2, { is_recipe: true })]);
const validations = (calls: SeenCall[]) =>
  calls.filter((call) => call.url.startsWith('general/cart/validate-products'));
const invalid = () => refusal(400, 'cart_invalid', { 'products.2': ['prescription_not_confirmed', 'weird_new_code'] });

describe('loading the cart', () => {
  it('takes the first element of fetch-all, validates it, and counts its lines in the header', async () => {
    const calls = fakeBackEnd(
      byPath({
        'general/cart/fetch-all': () => Response.json([two, cart([])]),
        'general/cart/validate-products': () => Response.json({ valid: true }),
      }),
    );
    const scope = pageScope();
    await allSettled(cartOpened, { scope });
    expect(scope.getState($cart)).toEqual(two);
    expect(scope.getState($cartValid)).toBe(true);
    expect(scope.getState($summary)).toEqual({ count: 2 });
    expect(validations(calls)).toHaveLength(1);
    // Loaded once: showing the cart again asks nothing.
    await allSettled(cartOpened, { scope });
    expect(calls).toHaveLength(2);
  });

  it('resets the cart when the load fails: no lines, no count, an error to retry', async () => {
    const storage = memoryStorage();
    fakeBackEnd(byPath({ 'general/cart/fetch-all': () => new Response('bad gateway', { status: 502 }) }));
    const scope = pageScope([
      [$cart, two],
      [$cartLoad, 'failed'],
    ]);
    await allSettled(cartOpened, { scope });
    expect(scope.getState($cart)).toBeNull();
    expect(scope.getState($cartLoad)).toBe('failed');
    expect(scope.getState($summary)).toEqual({ count: 0 });
    expect(JSON.parse(storage.get('cart')!)).toMatchObject({ products: [] });
  });
});

describe('an edit', () => {
  it('replaces the data with the answer, clears the promo and validates again', async () => {
    const after = cart([line(1, { count: 2 }), line(2, { is_recipe: true })]);
    const calls = fakeBackEnd(
      byPath({
        'general/cart/add-item': () => Response.json(after),
        'general/cart/validate-products': invalid,
      }),
    );
    const scope = pageScope([
      [$cart, two],
      [$cartLoad, 'ready'],
      [$promoError, { text: 'This promo code has expired' }],
    ]);
    await allSettled(promoTextChanged, { scope, params: 'SPRING' });
    await allSettled(quantityIncreased, { scope, params: 1 });
    expect(scope.getState($cart)).toEqual(after);
    expect(scope.getState($promoText)).toBe('');
    expect(scope.getState($promoError)).toBeNull();
    expect(validations(calls)).toHaveLength(1);
    expect(scope.getState($cartValid)).toBe(false);
    expect(scope.getState($cartErrors)).toEqual({ 'products.2': ['prescription_not_confirmed', 'weird_new_code'] });
  });

  it('validates after a removal only while products remain', async () => {
    let left = cart([line(2)]);
    const calls = fakeBackEnd(
      byPath({
        'general/cart/remove-item': () => Response.json(left),
        'general/cart/validate-products': () => Response.json({ valid: true }),
      }),
    );
    const scope = pageScope([
      [$cart, two],
      [$cartLoad, 'ready'],
      [$cartValid, false],
    ]);
    await allSettled(lineRemoved, { scope, params: 1 });
    expect(calls.find((call) => call.url === 'general/cart/remove-item')!.body).toEqual({ product_ids: [1] });
    expect(validations(calls)).toHaveLength(1);
    left = cart([]);
    await allSettled(lineRemoved, { scope, params: 2 });
    expect(validations(calls)).toHaveLength(1);
    // Nothing left to order: no verdict on lines that are gone.
    expect(scope.getState($cartValid)).toBeNull();
    expect(scope.getState($summary)).toEqual({ count: 0 });
  });
});

describe('the loyalty box', () => {
  it("sends the line's choice, shows the answer's, and validates again", async () => {
    const paid = cart([line(1, { is_loyalty_active: true, loyalty_checked: true })]);
    const calls = fakeBackEnd(
      byPath({
        'general/cart/set-loyalty-item': () => Response.json(paid),
        'general/cart/validate-products': () => Response.json({ valid: true }),
      }),
    );
    const scope = pageScope([
      [$cart, cart([line(1, { is_loyalty_active: true })])],
      [$cartLoad, 'ready'],
    ]);
    await allSettled(loyaltyToggled, { scope, params: { productId: 1, active: true } });
    expect(calls[0]).toMatchObject({ url: 'general/cart/set-loyalty-item', body: { product_id: 1, active: true } });
    expect(scope.getState($cart)).toEqual(paid);
    expect(validations(calls)).toHaveLength(1);
  });
});

describe('prescription products', () => {
  it('send their confirmations with the validation, and a load forgets them', async () => {
    const calls = fakeBackEnd(
      byPath({
        'general/cart/validate-products': (call) =>
          call.url.includes('prescription_confirmed=2') ? Response.json({ valid: true }) : invalid(),
        'general/cart/fetch-all': () => Response.json([two]),
      }),
    );
    const scope = pageScope([
      [$cart, two],
      [$cartLoad, 'failed'],
    ]);
    await allSettled(prescriptionConfirmationSet, { scope, params: { productId: 2, confirmed: true } });
    expect(validations(calls).at(-1)!.url).toBe('general/cart/validate-products?prescription_confirmed=2');
    expect(scope.getState($cartValid)).toBe(true);
    await allSettled(cartOpened, { scope });
    expect(scope.getState($prescriptionConfirmed)).toEqual([]);
    expect(validations(calls).at(-1)!.url).toBe('general/cart/validate-products');
    expect(scope.getState($cartValid)).toBe(false);
  });
});

describe('a 401', () => {
  it('ends the session, and the cart asks nothing more on this page', async () => {
    const calls = fakeBackEnd(byPath({ 'general/cart/add-item': () => refusal(401, 'not_authenticated') }));
    const scope = pageScope([
      [$cart, two],
      [$cartLoad, 'ready'],
    ]);
    await allSettled(quantityIncreased, { scope, params: 1 });
    expect(scope.getState($sessionLost)).toBe(true);
    await allSettled(quantityIncreased, { scope, params: 1 });
    await allSettled(cartRefreshRequested, { scope });
    expect(calls).toHaveLength(1);
    // A load the page stopped is no failed load: the cart is kept.
    expect(scope.getState($cart)).toEqual(two);
  });
});

describe('the copy in local storage', () => {
  it('is never touched on the server, where a storage would be shared by every shopper', async () => {
    const items = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: () => null,
      setItem: (key: string, value: string) => items.set(key, value),
    });
    fakeBackEnd(
      byPath({
        'general/cart/fetch-all': () => Response.json([two]),
        'general/cart/validate-products': () => Response.json({ valid: true }),
      }),
    );
    await allSettled(cartOpened, { scope: pageScope() });
    expect(items.size).toBe(0);
  });

  it("gives the header the stored count before the server's answer, then the answer's", async () => {
    const storage = memoryStorage();
    storage.set(
      'cart',
      JSON.stringify({
        products: [
          { product: { productId: 5 }, count: 1 },
          { product: { productId: 6 }, count: 2 },
        ],
      }),
    );
    let answer: (response: Response) => void = () => undefined;
    fakeBackEnd(
      byPath({
        'general/cart/fetch-all': () => new Promise<Response>((resolve) => (answer = resolve)) as never,
        'general/cart/validate-products': () => Response.json({ valid: true }),
      }),
    );
    const scope = pageScope();
    const started = allSettled(cartStarted, { scope });
    await vi.waitFor(() => expect(scope.getState($summary)).toEqual({ count: 2 }));
    answer(Response.json([cart([line(5, { count: 3, multiplicity: 0.5 })], { promo_code: 'SPRING' })]));
    await started;
    expect(scope.getState($summary)).toEqual({ count: 1 });
    expect(JSON.parse(storage.get('cart')!)).toMatchObject({
      products: [{ product: { productId: 5, multiplicity: 0.5 }, count: 3, grindingMethodId: null }],
      promoCode: 'SPRING',
      selectedDeliveryType: 'standart',
    });
  });
});
