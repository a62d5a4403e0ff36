// promo-code/update_prices: the maths of percent and value codes, general and product codes, the
// date window, the profile's can_use_promocode, refusals in the spec's shape, and a cart change
// clearing the promo.
import { describe, expect, it } from 'vitest';

import {
  add,
  addProduct,
  addPromo,
  applyCode,
  buildCartShop,
  errorOf,
  fetchCart,
  forbidPromo,
  guest,
  post,
  promoOf,
  signedIn,
} from './cart-support.ts';

const shop = await buildCartShop();

describe('the maths', () => {
  it('takes a percent off each unit of every line (price x percent / 100)', async () => {
    const ana = guest();
    const [a, b] = [await addProduct(shop, { priceMinor: 19_990 }), await addProduct(shop, { priceMinor: 4_999 })];
    await add(shop, ana, a, 2);
    await add(shop, ana, b, 1);
    const code = await addPromo(shop, { value: 15 });
    const result = promoOf(await applyCode(shop, ana, code));
    expect(result).toMatchObject({
      status: 'applied',
      type: 'general',
      promo_value: 15,
      promo_value_type: 'percent',
      promo_code: code,
      // 199.90 - 29.99 (29.985 rounded) = 169.91 per unit; 49.99 - 7.50 (7.4985) = 42.49
      general_price: 169.91 * 2 + 42.49,
    });
    expect(result.products.map((p) => [p.priceWithDiscount, p.discountAmount, p.discountPercentage])).toEqual([
      [169.91, 29.99, 15],
      [42.49, 7.5, 15],
    ]);
    const cart = await fetchCart(shop, ana);
    expect(cart).toMatchObject({ promo_code: code, total_price: 382.31, total_discount: 67.48 });
  });

  it('takes a value off each unit of the listed products only, never below 0', async () => {
    const ana = guest();
    const [listed, cheap, unlisted] = [
      await addProduct(shop, { priceMinor: 10_000 }),
      await addProduct(shop, { priceMinor: 1_500 }),
      await addProduct(shop, { priceMinor: 7_000 }),
    ];
    for (const id of [listed, cheap, unlisted]) await add(shop, ana, id, 2);
    const code = await addPromo(shop, {
      type: 'product',
      valueType: 'value',
      value: 2_000,
      productIds: [listed, cheap],
    });
    const result = promoOf(await applyCode(shop, ana, code));
    expect(result).toMatchObject({ type: 'product', promo_value: 20, promo_value_type: 'value', general_price: 300 });
    expect(result.products.map((p) => p.priceWithDiscount)).toEqual([80, 0, 70]);
  });

  it('takes a general value code off the goods as a whole', async () => {
    const ana = guest();
    await add(shop, ana, await addProduct(shop, { priceMinor: 3_000 }), 3);
    const code = await addPromo(shop, { valueType: 'value', value: 5_000 });
    expect(promoOf(await applyCode(shop, ana, code)).general_price).toBe(40);
    expect(await fetchCart(shop, ana)).toMatchObject({ total_price: 40, total_discount: 50 });
  });

  it('leaves lines paid with loyalty points at their price', async () => {
    const user = await signedIn(shop);
    const [points, money] = [await addProduct(shop, { loyaltyGive: 1 }), await addProduct(shop)];
    await add(shop, user, points);
    await add(shop, user, money);
    await post(shop, user, '/general/cart/set-loyalty-item', { product_id: points, active: true });
    const code = await addPromo(shop, { value: 50 });
    const result = promoOf(await applyCode(shop, user, code));
    expect(result.products.map((p) => p.priceWithDiscount)).toEqual([100, 50]);
    expect(result.general_price).toBe(150);
  });
});

describe('refusals', () => {
  it('refuses a code that does not touch the cart, and an empty cart', async () => {
    const ana = guest();
    await add(shop, ana, await addProduct(shop));
    const elsewhere = await addProduct(shop);
    const code = await addPromo(shop, { type: 'product', productIds: [elsewhere] });
    expect(errorOf(await applyCode(shop, ana, code), 400)).toEqual({
      code: 'promo_not_applicable',
      message: 'This promo code does not apply to the products in your cart',
      fieldErrors: { code: ['This promo code does not apply to the products in your cart'] },
    });
    expect(errorOf(await applyCode(shop, guest(), await addPromo(shop)), 400).code).toBe('promo_empty_cart');
  });

  it('finds a code in any case, and refuses one the shop does not have, in the shopper language', async () => {
    const ana = guest();
    await add(shop, ana, await addProduct(shop));
    const code = await addPromo(shop, { code: `Spring${Date.now()}` });
    expect(promoOf(await applyCode(shop, ana, code.toUpperCase())).promo_code).toBe(code);
    const unknown = await applyCode(shop, ana, 'NO-SUCH-CODE', { 'accept-language': 'ru' });
    expect(errorOf(unknown, 400).fieldErrors).toEqual({ code: ['Такого промокода не существует'] });
  });

  it('works inside its date window only', async () => {
    const ana = guest();
    await add(shop, ana, await addProduct(shop));
    const now = shop.ctx.clock.now();
    const later = await addPromo(shop, { startsAt: new Date(now + 3_600_000), endsAt: new Date(now + 7_200_000) });
    expect(errorOf(await applyCode(shop, ana, later), 400).fieldErrors).toEqual({
      code: ['This promo code is not active yet'],
    });
    shop.ctx.clock.advance(3_600_000);
    expect(promoOf(await applyCode(shop, ana, later)).status).toBe('applied');
    shop.ctx.clock.advance(3_600_000);
    expect(errorOf(await applyCode(shop, ana, later), 400).fieldErrors).toEqual({
      code: ['This promo code has expired'],
    });
  });

  it('refuses every code to a shopper whose profile may not use them, and says so in the profile', async () => {
    const user = await signedIn(shop);
    await add(shop, user, await addProduct(shop));
    const code = await addPromo(shop);
    await forbidPromo(shop, user.id);
    expect(errorOf(await applyCode(shop, user, code), 400).code).toBe('promo_not_allowed');
    const me = await shop.app.inject({
      url: '/auth/users/me',
      headers: { 'x-site-token': `demo-${shop.brand}`, authorization: `Bearer ${user.access}` },
    });
    expect(me.json().user.can_use_promocode).toBe(false);
  });

  it('refuses a blank or overlong code at the field', async () => {
    const ana = guest();
    expect(errorOf(await applyCode(shop, ana, '  '), 400).fieldErrors).toEqual({ code: ['required'] });
    expect(errorOf(await applyCode(shop, ana, 'x'.repeat(65)), 400).fieldErrors).toEqual({ code: ['too_long'] });
  });
});

describe('a cart change clears the promo', () => {
  it('after add, reduce, remove and set-loyalty, the cart is priced without it', async () => {
    const user = await signedIn(shop);
    const product = await addProduct(shop, { loyaltyGive: 1 });
    await add(shop, user, product, 3);
    const code = await addPromo(shop, { value: 50 });
    const edits = [
      () => add(shop, user, product),
      () => post(shop, user, '/general/cart/reduce-item', { product_id: product }),
      () => post(shop, user, '/general/cart/set-loyalty-item', { product_id: product, active: false }),
      () => post(shop, user, '/general/cart/remove-item', { product_ids: [product] }),
    ];
    for (const edit of edits) {
      promoOf(await applyCode(shop, user, code));
      expect((await fetchCart(shop, user)).promo_code).toBe(code);
      const after = await edit();
      expect(after.statusCode, after.body).toBe(200);
      expect(after.json()).toMatchObject({ promo_code: null });
      expect((await fetchCart(shop, user)).products.every((p) => p.priceWithDiscount === undefined)).toBe(true);
    }
  });

  it('releases the use: a single-use code applied and then edited away goes to the next shopper', async () => {
    const [ana, ion] = [guest(), guest()];
    const product = await addProduct(shop);
    await add(shop, ana, product);
    await add(shop, ion, product);
    const code = await addPromo(shop, { singleUse: true });
    promoOf(await applyCode(shop, ana, code));
    expect(errorOf(await applyCode(shop, ion, code), 400).code).toBe('promo_already_used');
    await add(shop, ana, product);
    expect(promoOf(await applyCode(shop, ion, code)).status).toBe('applied');
  });

  it('applying the code the cart holds again claims nothing more', async () => {
    const ana = guest();
    await add(shop, ana, await addProduct(shop));
    const code = await addPromo(shop, { maxUses: 1 });
    promoOf(await applyCode(shop, ana, code));
    expect(promoOf(await applyCode(shop, ana, code)).status).toBe('applied');
  });
});
