// validate-products: a cart that can be ordered is {valid: true}; otherwise a 400 lists every
// problem of every product under products.<id>.
import { describe, expect, it } from 'vitest';

import { cartValidResponse } from '@vitrina/contract';

import { add, addProduct, buildCartShop, changeProduct, errorOf, get, guest } from './cart-support.ts';

const shop = await buildCartShop();
const validate = (who: ReturnType<typeof guest>, query = '') =>
  get(shop, who, `/general/cart/validate-products${query}`);

describe('validate-products', () => {
  it('passes a cart of active products in stock that go home', async () => {
    const ana = guest();
    await add(shop, ana, await addProduct(shop), 2);
    const res = await validate(ana);
    expect(res.statusCode, res.body).toBe(200);
    expect(cartValidResponse.parse(res.json())).toEqual({ valid: true });
  });

  it('refuses an empty cart', async () => {
    expect(errorOf(await validate(guest()), 400)).toMatchObject({
      code: 'empty_cart',
      fieldErrors: { products: ['empty_cart'] },
    });
  });

  it('lists products that went inactive, unavailable or below the count since they were added', async () => {
    const ana = guest();
    const [inactive, unavailable, scarce, fine] = [
      await addProduct(shop),
      await addProduct(shop),
      await addProduct(shop),
      await addProduct(shop),
    ];
    for (const id of [inactive, unavailable, scarce, fine]) await add(shop, ana, id, 3);
    await changeProduct(shop, inactive, { active: false });
    await changeProduct(shop, unavailable, { available: false });
    await changeProduct(shop, scarce, { stock: 2 });
    expect(errorOf(await validate(ana), 400)).toMatchObject({
      code: 'cart_invalid',
      fieldErrors: {
        [`products.${inactive}`]: ['unavailable'],
        [`products.${unavailable}`]: ['unavailable'],
        [`products.${scarce}`]: ['over_stock'],
      },
    });
    expect(errorOf(await validate(ana), 400).fieldErrors).not.toHaveProperty(`products.${fine}`);
  });

  it('lists products without home delivery, unless the shopper picks the order up', async () => {
    const ana = guest();
    const shopOnly = await addProduct(shop, { homeDelivery: false });
    await add(shop, ana, shopOnly);
    expect(errorOf(await validate(ana), 400).fieldErrors).toEqual({ [`products.${shopOnly}`]: ['no_home_delivery'] });
    expect((await validate(ana, '?delivery=pickup')).statusCode).toBe(200);
  });

  it('needs every prescription product confirmed', async () => {
    const ana = guest();
    const [first, second] = [await addProduct(shop, { isRecipe: true }), await addProduct(shop, { isRecipe: true })];
    await add(shop, ana, first);
    await add(shop, ana, second);
    expect(errorOf(await validate(ana), 400).fieldErrors).toEqual({
      [`products.${first}`]: ['prescription_not_confirmed'],
      [`products.${second}`]: ['prescription_not_confirmed'],
    });
    expect(errorOf(await validate(ana, `?prescription_confirmed=${first}`), 400).fieldErrors).toEqual({
      [`products.${second}`]: ['prescription_not_confirmed'],
    });
    expect((await validate(ana, `?prescription_confirmed=${first},${second}`)).statusCode).toBe(200);
  });

  it('refuses a malformed confirmation list or delivery', async () => {
    const ana = guest();
    expect(Object.keys(errorOf(await validate(ana, '?prescription_confirmed=1;2'), 400).fieldErrors)).toEqual([
      'prescription_confirmed',
    ]);
    expect(Object.keys(errorOf(await validate(ana, '?delivery=drone'), 400).fieldErrors)).toEqual(['delivery']);
  });
});
