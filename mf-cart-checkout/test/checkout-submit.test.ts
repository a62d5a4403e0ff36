// Pressing "order" on the checkout (spec 4, "Order"): the reservation first, then the order with an
// Idempotency-Key; 201 goes to the payment page (a full redirect) or to /cart/success; a refusal
// lands at its fields, lines and above the button; the same form sent again never orders twice.
import { allSettled } from 'effector';
import type { Scope } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $draft, $formErrors, $refusals, draftEdited, EMPTY_DRAFT } from '../src/entities/checkout-draft/index.ts';
import { $placed, $submitFailure, $submitting } from '../src/features/checkout-submit/index.ts';
import { checkoutOpened } from '../src/pages/checkout/model/checkout-model.ts';
import { orderPressed } from '../src/pages/checkout/model/order-model.ts';
import { callsTo, checkoutScope, checkoutShop, placedOrder } from './checkout-support.ts';
import { memoryStorage, refusal } from './fake-back-end.ts';
import type { SeenCall } from './fake-back-end.ts';

afterEach(() => vi.unstubAllGlobals());

const RESERVE = 'general/cart/create-reservation';
const ORDER = 'general/v3/order';
const CONTACT = { name: 'Ana Popescu', email: 'ana@example.com', phone: '+(373) 69-123-456' };

/** A checkout page open in a browser, its form filled for an address in Chisinau. */
async function filledCheckout() {
  const storage = memoryStorage();
  const page = checkoutScope();
  await allSettled(checkoutOpened, { scope: page.scope });
  await allSettled(draftEdited, { scope: page.scope, params: { ...CONTACT, building: '12', apartment: '4' } });
  return { ...page, storage };
}

const press = (scope: Scope) => allSettled(orderPressed, { scope });
const keyOf = (call: SeenCall) => call.headers['idempotency-key'];

describe('placing the order', () => {
  it('checks the reservation, then orders with an Idempotency-Key and goes to the success page', async () => {
    const calls = checkoutShop();
    const { scope, redirects, storage } = await filledCheckout();
    await press(scope);

    const steps = calls.filter((call) => call.method === 'POST' && call.url !== 'general/delivery-price');
    expect(steps.map((call) => call.url)).toEqual([RESERVE, ORDER]);
    expect(steps[0]!.body).toEqual({ delivery_method: 'address', prescription_confirmed: [] });
    expect(keyOf(steps[1]!)).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(steps[1]!.body).toEqual({
      contact: { name: 'Ana Popescu', email: 'ana@example.com', phone: '+(373)69-123-456' },
      delivery: {
        method: 'address',
        region_id: 3,
        locality_id: 301,
        delivery_type: 'standart',
        address: { building: '12', apartment: '4' },
      },
      payment_method: 'cash',
      prescription_confirmed: [],
    });
    expect(scope.getState($placed)).toEqual({ orderId: 41, payUrl: null });
    expect(redirects).toEqual([]);
    // The form starts empty next time, and the cart the server closed is asked again.
    expect(scope.getState($draft)).toEqual(EMPTY_DRAFT);
    expect(JSON.parse(storage.get('cart-data')!)).toEqual(EMPTY_DRAFT);
    expect(callsTo(calls, 'general/cart/fetch-all')).toHaveLength(2);
  });

  it('sends the shopper to the payment page with a full redirect when the order is paid online', async () => {
    const payUrl = '/api/payments/demo/pay_9';
    checkoutShop({ [ORDER]: () => Response.json(placedOrder(42, payUrl), { status: 201 }) });
    const { scope, redirects } = await filledCheckout();
    await allSettled(draftEdited, { scope, params: { payment: 'online' } });
    await press(scope);
    expect(redirects).toEqual([payUrl]);
    expect(scope.getState($placed)).toEqual({ orderId: 42, payUrl });
  });

  it('stops at a refused reservation: no order, the products marked, the reason above the button', async () => {
    const calls = checkoutShop({
      [RESERVE]: () => refusal(409, 'out_of_stock', { 'products.2': ['over_stock'] }),
    });
    const { scope } = await filledCheckout();
    await press(scope);
    expect(callsTo(calls, ORDER)).toHaveLength(0);
    expect(scope.getState($formErrors)?.products).toEqual({ 'products.2': ['over_stock'] });
    expect(scope.getState($submitFailure)).toBe('orderOutOfStock');
    expect(scope.getState($submitting)).toBe(false);
    expect(scope.getState($placed)).toBeNull();
  });

  it('a promo code the cart no longer holds stops the order and shows the cart as the server holds it', async () => {
    const calls = checkoutShop({
      [RESERVE]: () => refusal(409, 'promo_not_applied', { promo_code: ['not_applied'] }),
    });
    const { scope } = await filledCheckout();
    const loads = callsTo(calls, 'general/cart/fetch-all').length;
    await press(scope);
    expect(callsTo(calls, ORDER)).toHaveLength(0);
    expect(scope.getState($submitFailure)).toBe('orderPromoNotApplied');
    expect(callsTo(calls, 'general/cart/fetch-all')).toHaveLength(loads + 1);
  });

  it("lands the server's field errors at their fields, whatever name the API gives them", async () => {
    checkoutShop({
      [ORDER]: () =>
        refusal(400, 'validation_failed', {
          'contact.phone': ['invalid_phone'],
          'delivery.address.building': ['too_long'],
          locality_id: ['not_in_region'],
          'delivery.carrier.warehouse_ref_id': ['required'],
        }),
    });
    const { scope } = await filledCheckout();
    const before = scope.getState($refusals);
    await press(scope);
    expect(scope.getState($formErrors)?.fields).toEqual({
      'contact.phone': ['invalid_phone'],
      'delivery.address.building': ['too_long'],
      'delivery.locality_id': ['not_in_region'],
      'delivery.carrier.point': ['required'],
    });
    expect(scope.getState($submitFailure)).toBe('orderCheckFields');
    expect(scope.getState($refusals)).toBe(before + 1);
  });

  it('refuses an incomplete form in the browser without any call, naming the fields as the server does', async () => {
    const calls = checkoutShop();
    const { scope } = await filledCheckout();
    await allSettled(draftEdited, { scope, params: { name: ' ', phone: '+(373) 69-12', building: '' } });
    await press(scope);
    expect(callsTo(calls, RESERVE)).toHaveLength(0);
    expect(scope.getState($formErrors)?.fields).toEqual({
      'contact.name': ['required'],
      'contact.phone': ['invalid_phone'],
      'delivery.address.building': ['required'],
    });
    expect(scope.getState($submitFailure)).toBe('orderCheckFields');
  });
});

describe('the Idempotency-Key', () => {
  it('is the same when the same form is sent again, and a new one once the form changed', async () => {
    let stock = 'short';
    const calls = checkoutShop({
      [ORDER]: () =>
        stock === 'short'
          ? refusal(409, 'out_of_stock', { 'products.1': ['over_stock'] })
          : Response.json(placedOrder(43, null), { status: 201 }),
    });
    const { scope } = await filledCheckout();
    await press(scope);
    await press(scope);
    await allSettled(draftEdited, { scope, params: { comment: 'Call me first' } });
    stock = 'enough';
    await press(scope);
    const keys = callsTo(calls, ORDER).map(keyOf);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(scope.getState($placed)?.orderId).toBe(43);
  });

  it('after no answer, the retry repeats the order with the same key (the cart may be gone)', async () => {
    let answered = false;
    const calls = checkoutShop({
      [ORDER]: () => {
        if (!answered) {
          answered = true;
          throw new TypeError('network down');
        }
        return Response.json(placedOrder(44, null), { status: 201 });
      },
      // The first order was made after all: the cart is closed and a reservation would refuse.
      [RESERVE]: () =>
        callsTo(calls, ORDER).length > 0
          ? refusal(400, 'empty_cart', { products: ['empty_cart'] })
          : new Response(null, { status: 204 }),
    });
    const { scope } = await filledCheckout();
    await press(scope);
    expect(scope.getState($submitFailure)).toBe('orderNotSent');
    await press(scope);
    expect(callsTo(calls, RESERVE)).toHaveLength(1);
    const orders = callsTo(calls, ORDER);
    expect(orders).toHaveLength(2);
    expect(keyOf(orders[1]!)).toBe(keyOf(orders[0]!));
    expect(scope.getState($placed)).toEqual({ orderId: 44, payUrl: null });
  });

  it('a press while the order is on its way sends nothing more (a double click orders once)', async () => {
    let release: () => void = () => undefined;
    const calls = checkoutShop({
      [ORDER]: () => Response.json(placedOrder(45, null), { status: 201 }),
      [RESERVE]: () => new Response(null, { status: 204 }),
    });
    const { scope } = await filledCheckout();
    const slow = new Promise<void>((resolve) => (release = resolve));
    const fetchBefore = globalThis.fetch;
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      if (url.endsWith(RESERVE)) await slow;
      return fetchBefore(url, init);
    });
    const first = press(scope);
    const second = press(scope);
    expect(scope.getState($submitting)).toBe(true);
    release();
    await Promise.all([first, second]);
    expect(callsTo(calls, RESERVE)).toHaveLength(1);
    expect(callsTo(calls, ORDER)).toHaveLength(1);
  });
});
