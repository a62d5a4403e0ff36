// The checkout's reservation (general/cart/create-reservation): 204 when the cart could be ordered
// now; otherwise exactly the refusal the order itself gives (code and fields), so the page blocks
// "order" with the errors the order would show. It holds nothing: the stock stays the shop's.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { promoCodes } from '../src/db/schema/index.ts';

import { buildAuthApp } from './auth-support.ts';
import {
  add,
  addProduct,
  addPromo,
  applyCode,
  buildCartShop,
  changeProduct,
  errorOf,
  fetchCart,
  guest,
  promoOf,
  signedIn,
  type Shopper,
} from './cart-support.ts';
import { createdOrder, pickupOrder, placeOrder, reserve, stockOf } from './orders-support.ts';

const ctx = await buildAuthApp();
const shop = await buildCartShop(ctx);

/** The reservation's refusal and the order's, for the same cart and choices: they must be one. */
async function bothRefusals(who: Shopper, order: object, reservation: object) {
  const reserved = await reserve(shop, who, reservation);
  expect(reserved.statusCode, reserved.body).toBeGreaterThanOrEqual(400);
  const ordered = await placeOrder(shop, who, order);
  const [a, b] = [errorOf(reserved, reserved.statusCode), errorOf(ordered, ordered.statusCode)];
  return {
    reservation: [reserved.statusCode, a.code, a.fieldErrors],
    order: [ordered.statusCode, b.code, b.fieldErrors],
  };
}

describe('a cart that can be ordered', () => {
  it('answers 204 with no body, and holds nothing: the stock stays and another shopper may take it', async () => {
    const product = await addProduct(shop, { stock: 1 });
    const ana = guest();
    await add(shop, ana, product);
    const res = await reserve(shop, ana, { delivery_method: 'pickup', prescription_confirmed: [] });
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    expect(await stockOf(shop, product)).toBe(1);

    const ion = guest();
    await add(shop, ion, product);
    createdOrder(await placeOrder(shop, ion));
    // The first shopper's reservation kept nothing for them: now their order is refused, as is a new reservation.
    expect(errorOf(await reserve(shop, ana), 409).code).toBe('out_of_stock');
    expect(errorOf(await placeOrder(shop, ana), 409).code).toBe('out_of_stock');
  });

  it('accepts the promo code the cart holds, named in any case', async () => {
    const who = guest();
    await add(shop, who, await addProduct(shop));
    const code = await addPromo(shop);
    promoOf(await applyCode(shop, who, code));
    expect((await reserve(shop, who, { promo_code: code.toLowerCase() })).statusCode).toBe(204);
    expect((await fetchCart(shop, who)).promo_code).toBe(code);
  });
});

describe('a cart that cannot be ordered gives the order’s own refusal', () => {
  it('an empty cart', async () => {
    const both = await bothRefusals(guest(), await pickupOrder(shop), {});
    expect(both.reservation).toEqual([400, 'empty_cart', { products: ['empty_cart'] }]);
    expect(both.order).toEqual(both.reservation);
  });

  it('products not sold now, not delivered home, or with a prescription nobody confirmed', async () => {
    const who = guest();
    const gone = await addProduct(shop);
    const heavy = await addProduct(shop, { homeDelivery: false });
    const drug = await addProduct(shop, { isRecipe: true });
    for (const product of [gone, heavy, drug]) await add(shop, who, product);
    await changeProduct(shop, gone, { available: false });
    const address = { method: 'address', region_id: 3, locality_id: 301, address: { building: '1' } };
    const both = await bothRefusals(
      who,
      { ...(await pickupOrder(shop)), delivery: address },
      { delivery_method: 'address', prescription_confirmed: [] },
    );
    expect(both.reservation).toEqual([
      400,
      'cart_invalid',
      {
        [`products.${gone}`]: ['unavailable'],
        [`products.${heavy}`]: ['no_home_delivery'],
        [`products.${drug}`]: ['prescription_not_confirmed'],
      },
    ]);
    expect(both.order).toEqual(both.reservation);
    // Choices the page has not sent yet are left to the order: what else is wrong is still told.
    expect(errorOf(await reserve(shop, who), 400).fieldErrors).toEqual({ [`products.${gone}`]: ['unavailable'] });
  });

  it('more than the stock left', async () => {
    const who = guest();
    const product = await addProduct(shop, { stock: 5 });
    await add(shop, who, product, 4);
    await changeProduct(shop, product, { stock: 3 });
    const both = await bothRefusals(who, await pickupOrder(shop), {});
    expect(both.reservation).toEqual([409, 'out_of_stock', { [`products.${product}`]: ['over_stock'] }]);
    expect(both.order).toEqual(both.reservation);
  });

  it('a held promo whose window closed since it was applied', async () => {
    const who = guest();
    await add(shop, who, await addProduct(shop));
    const code = await addPromo(shop);
    promoOf(await applyCode(shop, who, code));
    const past = new Date(shop.ctx.clock.now() - 1000);
    await shop.app.db.update(promoCodes).set({ endsAt: past }).where(eq(promoCodes.code, code));
    const both = await bothRefusals(who, await pickupOrder(shop), { promo_code: code });
    expect(both.reservation).toEqual([409, 'promo_expired', { promo_code: ['expired'] }]);
    expect(both.order).toEqual(both.reservation);
  });
});

describe('what only the reservation can tell', () => {
  it('a promo code the page shows but the cart no longer holds (a change cleared it)', async () => {
    const who = guest();
    const product = await addProduct(shop);
    await add(shop, who, product);
    const code = await addPromo(shop);
    promoOf(await applyCode(shop, who, code));
    await add(shop, who, product);
    expect(errorOf(await reserve(shop, who, { promo_code: code }), 409)).toMatchObject({
      code: 'promo_not_applied',
      fieldErrors: { promo_code: ['not_applied'] },
    });
  });
});

describe('whose cart', () => {
  it('is the caller’s: another shopper’s full cart does not make theirs orderable', async () => {
    const ana = await signedIn(shop);
    await add(shop, ana, await addProduct(shop));
    expect((await reserve(shop, ana)).statusCode).toBe(204);
    expect(errorOf(await reserve(shop, await signedIn(shop)), 400).code).toBe('empty_cart');
    expect(errorOf(await reserve(shop, guest()), 400).code).toBe('empty_cart');
  });
});

describe('bad input', () => {
  it('names each bad field in the one error shape, and changes nothing', async () => {
    const who = guest();
    const product = await addProduct(shop);
    await add(shop, who, product);
    const bad = errorOf(
      await reserve(shop, who, { promo_code: 5, delivery_method: 'teleport', prescription_confirmed: ['x'] }),
      400,
    );
    expect(bad.code).toBe('validation_failed');
    expect(Object.keys(bad.fieldErrors).sort()).toEqual(
      ['delivery_method', 'prescription_confirmed.0', 'promo_code'].sort(),
    );
    expect((await fetchCart(shop, who)).products).toHaveLength(1);
  });

  it('needs a cart owner: a bearer or a guest token', async () => {
    const res = await reserve(shop, null, {});
    expect(errorOf(res, 400)).toMatchObject({ code: 'cart_owner_missing', fieldErrors: { no_user_id: ['required'] } });
  });
});
