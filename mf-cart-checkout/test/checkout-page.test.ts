// The checkout page's wiring: begin_checkout once per visit; the cart's own features on the page
// (promo, loyalty, prescriptions) reach the reservation, the order and the delivery's price; the
// payment a cart allows; a saved address and a company go as the server names them.
import { allSettled } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@vitrina/contract';
import { $auth } from '@vitrina/events';
import { cartEdited } from '../src/entities/cart/index.ts';
import { draftEdited, savedAddressChosen } from '../src/entities/checkout-draft/index.ts';
import { $paymentMethods } from '../src/features/checkout-payment/index.ts';
import { loyaltyToggled } from '../src/features/loyalty-toggle/index.ts';
import { prescriptionToggled } from '../src/features/prescription-confirm/index.ts';
import { promoSubmitted, promoTextChanged } from '../src/features/promo-code/index.ts';
import { checkoutLeft, checkoutOpened } from '../src/pages/checkout/model/checkout-model.ts';
import { orderPressed } from '../src/pages/checkout/model/order-model.ts';
import { callsTo, checkoutCart, checkoutScope, checkoutShop } from './checkout-support.ts';
import { cart, line, memoryStorage } from './fake-back-end.ts';
import { dataLayer } from './scope.ts';

afterEach(() => vi.unstubAllGlobals());

const CONTACT = { name: 'Ana Popescu', email: 'ana@example.com', phone: '+(373) 69-123-456', building: '12' };
const RESERVE = 'general/cart/create-reservation';
const ORDER = 'general/v3/order';
const signedIn: [unknown, unknown] = [$auth, { isAuth: true, name: 'Ana' }];

async function openFilled(values: [unknown, unknown][] = []) {
  memoryStorage();
  const { scope } = checkoutScope(values);
  await allSettled(checkoutOpened, { scope });
  await allSettled(draftEdited, { scope, params: CONTACT });
  return scope;
}

const events = (layer: unknown[], name: string) =>
  layer.filter((entry) => (entry as { event?: string }).event === name) as Array<{
    ecommerce: { currency: string; value: number; coupon?: string; items: unknown[] };
  }>;

describe('begin_checkout', () => {
  it("is told once per visit, when the cart is in, with the server's lines and sums", async () => {
    checkoutShop({}, checkoutCart({ promo_code: 'SPRING' }));
    const layer = dataLayer();
    memoryStorage();
    const { scope } = checkoutScope();
    await allSettled(checkoutOpened, { scope });
    await allSettled(cartEdited, { scope, params: { edit: 'add', cart: checkoutCart() } });
    expect(events(layer, 'begin_checkout')).toEqual([
      {
        event: 'begin_checkout',
        ecommerce: {
          currency: 'MDL',
          value: 81.5,
          coupon: 'SPRING',
          items: [
            { item_id: 'P-1', item_name: 'Aspirin', price: 45.5, quantity: 1 },
            { item_id: 'P-2', item_name: 'Green tea', price: 12, quantity: 3 },
          ],
        },
      },
    ]);
    await allSettled(checkoutLeft, { scope });
    await allSettled(checkoutOpened, { scope });
    expect(events(layer, 'begin_checkout')).toHaveLength(2);
  });

  it('is not told for an empty cart', async () => {
    checkoutShop({}, cart([]));
    const layer = dataLayer();
    memoryStorage();
    const { scope } = checkoutScope();
    await allSettled(checkoutOpened, { scope });
    expect(events(layer, 'begin_checkout')).toEqual([]);
  });
});

describe("the cart's features on the checkout", () => {
  it('a confirmed prescription goes with the reservation and the order', async () => {
    const calls = checkoutShop({}, cart([line(1, { is_recipe: true })]));
    const scope = await openFilled();
    await allSettled(prescriptionToggled, { scope, params: { productId: 1, confirmed: true } });
    await allSettled(orderPressed, { scope });
    expect(callsTo(calls, RESERVE)[0]!.body).toMatchObject({ prescription_confirmed: [1] });
    expect(callsTo(calls, ORDER)[0]!.body).toMatchObject({ prescription_confirmed: [1] });
  });

  it("an applied promo code is checked by the reservation, and the delivery's price follows the new sums", async () => {
    let promo: string | null = null;
    const calls = checkoutShop({
      'general/cart/fetch-all': () =>
        Response.json([checkoutCart({ promo_code: promo, total_price: promo ? 70 : 81.5 })]),
      'general/promo-code/update_prices': () => {
        promo = 'SPRING';
        return Response.json({ status: 'applied' });
      },
    });
    const scope = await openFilled();
    await allSettled(promoTextChanged, { scope, params: 'SPRING' });
    await allSettled(promoSubmitted, { scope });
    expect(callsTo(calls, 'general/delivery-price')).toHaveLength(2);
    await allSettled(orderPressed, { scope });
    expect(callsTo(calls, RESERVE)[0]!.body).toMatchObject({ promo_code: 'SPRING' });
  });

  it("paying a line with points changes the cart: the delivery's price is asked again", async () => {
    const calls = checkoutShop({
      'general/cart/set-loyalty-item': () => Response.json(checkoutCart({ total_price: 36 })),
    });
    const scope = await openFilled([signedIn]);
    await allSettled(loyaltyToggled, { scope, params: { productId: 1, active: true } });
    expect(callsTo(calls, 'general/cart/set-loyalty-item')[0]!.body).toEqual({ product_id: 1, active: true });
    expect(callsTo(calls, 'general/delivery-price')).toHaveLength(2);
  });
});

describe('payment, saved addresses and companies', () => {
  it('offers cash only when a line refuses cards, and sends cash whatever was chosen before', async () => {
    const calls = checkoutShop({}, cart([line(1), line(2, { card_payment_available: false })]));
    const scope = await openFilled();
    await allSettled(draftEdited, { scope, params: { payment: 'online' } });
    expect(scope.getState($paymentMethods)).toEqual(['cash']);
    await allSettled(orderPressed, { scope });
    expect(callsTo(calls, ORDER)[0]!.body).toMatchObject({ payment_method: 'cash' });
  });

  it("sends a saved address by its id with its place, and the shopper's company", async () => {
    const profile = {
      user: { first_name: 'Ana', last_name: 'Popescu', email: 'ana@example.com', phone: '+37369123456' },
      group_user_type: { id: 2 },
      company: null,
      delivery_addresses: [
        {
          shipping_address_id: 31,
          shipping_city_id: 302,
          shipping_street_id: 9,
          shipping_building: '5',
          shipping_apartment: '',
          shipping_address_note: '',
          is_default: true,
        },
      ],
    } as unknown as CurrentUser;
    const company = { id: 8, name: 'Vitrina SRL', fiscal_code: '1003600000000', legal_address: '', status: 'active' };
    const calls = checkoutShop({
      'auth/users/me': () => Response.json(profile),
      'users/company': () => Response.json({ data: [company], totalCount: 1, pages: 1 }),
    });
    const scope = await openFilled([signedIn]);
    await allSettled(savedAddressChosen, { scope, params: { id: 31, localityId: 302 } });
    await allSettled(draftEdited, { scope, params: { companyId: 8 } });
    await allSettled(orderPressed, { scope });
    expect(callsTo(calls, ORDER)[0]!.body).toMatchObject({
      delivery: { method: 'address', shipping_address_id: 31, region_id: 3, locality_id: 302 },
      company_id: 8,
    });
    expect(callsTo(calls, ORDER)[0]!.body).not.toHaveProperty('delivery.address');
  });
});
