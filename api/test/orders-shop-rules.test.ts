// The shop's order rules in its settings: allow_negative_stock (orders go through past zero, and the
// stock follows below it), is_registration_required_for_order (a guest is refused with 401
// registration_required by every way of ordering, a signed-in shopper orders) and delivery_methods
// (the settings answer lists them, pickup only with stores; an order or reservation with another
// method is a 400 at its field). A shop without them keeps the defaults: no overselling, guests
// welcome, address delivery and pickup.
import { describe, expect, it } from 'vitest';

import { globalSettingsSchema } from '@vitrina/contract';

import { buildAuthApp } from './auth-support.ts';
import {
  add,
  addProduct,
  buildCartShop,
  changeProduct,
  errorOf,
  fetchCart,
  get,
  guest,
  signedIn,
  type CartShop,
} from './cart-support.ts';
import {
  buildRuledShop,
  createdOrder,
  PHONE_CONTACT,
  pickupOrder,
  placeOrder,
  quickOrder,
  reserve,
  stockOf,
  storeOf,
} from './orders-support.ts';

const ctx = await buildAuthApp();
const sellsPastZero = await buildRuledShop(ctx, { allow_negative_stock: true });
const membersOnly = await buildRuledShop(ctx, { is_registration_required_for_order: true });
const plain = await buildCartShop(ctx);
const byCarrier = await buildRuledShop(ctx, { delivery_methods: ['carrier', 'pickup'] });

describe('allow_negative_stock', () => {
  it('orders a cart holding more than the stock left, and the stock goes below zero', async () => {
    const who = guest();
    const product = await addProduct(sellsPastZero, { stock: 5 });
    await add(sellsPastZero, who, product, 4);
    await changeProduct(sellsPastZero, product, { stock: 1 });
    expect((await reserve(sellsPastZero, who)).statusCode).toBe(204);
    createdOrder(await placeOrder(sellsPastZero, who));
    expect(await stockOf(sellsPastZero, product)).toBe(-3);
  });

  it('takes a one-click order of a product with nothing left', async () => {
    const product = await addProduct(sellsPastZero, { stock: 0 });
    const body = { product_id: product, count: 2, contact: PHONE_CONTACT };
    createdOrder(await quickOrder(sellsPastZero, guest(), 'one-click', body));
    expect(await stockOf(sellsPastZero, product)).toBe(-2);
  });

  it('is off by default: the same cart in another shop is refused and its stock stays', async () => {
    const who = guest();
    const product = await addProduct(plain, { stock: 5 });
    await add(plain, who, product, 4);
    await changeProduct(plain, product, { stock: 1 });
    expect(errorOf(await reserve(plain, who), 409).code).toBe('out_of_stock');
    expect(errorOf(await placeOrder(plain, who), 409).code).toBe('out_of_stock');
    expect(await stockOf(plain, product)).toBe(1);
  });
});

describe('is_registration_required_for_order', () => {
  it('refuses a guest with 401 registration_required, whatever the way of ordering, and keeps the cart', async () => {
    const who = guest();
    const product = await addProduct(membersOnly, { stock: 5 });
    const soldOut = await addProduct(membersOnly, { stock: 0 });
    await add(membersOnly, who, product);
    const refusals = [
      await reserve(membersOnly, who),
      await placeOrder(membersOnly, who, await pickupOrder(membersOnly)),
      await quickOrder(membersOnly, who, 'one-click', { product_id: product, contact: PHONE_CONTACT }),
      await quickOrder(membersOnly, who, 'pre-order', { product_id: soldOut, contact: PHONE_CONTACT }),
    ];
    for (const refused of refusals) expect(errorOf(refused, 401).code).toBe('registration_required');
    expect((await fetchCart(membersOnly, who)).products).toHaveLength(1);
    expect(await stockOf(membersOnly, product)).toBe(5);
  });

  it('lets a signed-in shopper order', async () => {
    const ana = await signedIn(membersOnly);
    const product = await addProduct(membersOnly, { stock: 5 });
    await add(membersOnly, ana, product);
    expect((await reserve(membersOnly, ana)).statusCode).toBe(204);
    createdOrder(await placeOrder(membersOnly, ana, await pickupOrder(membersOnly)));
    createdOrder(await quickOrder(membersOnly, ana, 'one-click', { product_id: product, contact: PHONE_CONTACT }));
    expect(await stockOf(membersOnly, product)).toBe(3);
  });

  it('is off by default: a guest orders', async () => {
    const who = guest();
    await add(plain, who, await addProduct(plain));
    createdOrder(await placeOrder(plain, who, await pickupOrder(plain)));
  });
});

describe('delivery_methods', () => {
  const methodsOf = async (shop: CartShop | string) => {
    const headers = typeof shop === 'string' ? { 'x-site-token': `demo-${shop}` } : {};
    const answer = await (typeof shop === 'string'
      ? ctx.app.inject({ method: 'GET', url: '/settings/global_site_settings', headers })
      : get(shop, null, '/settings/global_site_settings'));
    return globalSettingsSchema.parse(answer.json()).delivery_methods;
  };
  const branch = { type: 'warehouse', city_ref_id: 'np-city-kyiv', warehouse_ref_id: 'np-wh-kyiv-12' };
  const address = { method: 'address', region_id: 3, locality_id: 301, address: { building: '1' } };

  it("tells the checkout the shop's methods in its order, pickup only once it has a store", async () => {
    const bare = await buildRuledShop(ctx, { delivery_methods: ['carrier', 'pickup'] });
    expect(await methodsOf(bare)).toEqual(['carrier']);
    // No setting and no store: the shop's courier only.
    expect(await methodsOf(await buildRuledShop(ctx, {}))).toEqual(['address']);
    await storeOf(byCarrier);
    expect(await methodsOf(byCarrier)).toEqual(['carrier', 'pickup']);
    // The demo's shops as seeded: the UAH shop sends parcels by the carrier, the others deliver to an address.
    expect(await methodsOf('tech')).toEqual(['carrier', 'pickup']);
    expect(await methodsOf('speakers')).toEqual(['address', 'pickup']);
  });

  it('refuses an order or a reservation by a method the shop does not offer, and keeps the cart', async () => {
    const who = guest();
    const product = await addProduct(byCarrier, { stock: 5 });
    await add(byCarrier, who, product);
    const order = { ...(await pickupOrder(byCarrier)), delivery: address };
    expect(errorOf(await placeOrder(byCarrier, who, order), 400).fieldErrors).toEqual({
      'delivery.method': ['not_offered'],
    });
    expect(errorOf(await reserve(byCarrier, who, { delivery_method: 'address' }), 400).fieldErrors).toEqual({
      delivery_method: ['not_offered'],
    });
    expect((await fetchCart(byCarrier, who)).products).toHaveLength(1);
    expect(await stockOf(byCarrier, product)).toBe(5);

    expect((await reserve(byCarrier, who, { delivery_method: 'carrier' })).statusCode).toBe(204);
    const byBranch = { ...(await pickupOrder(byCarrier)), delivery: { method: 'carrier', carrier: branch } };
    const made = createdOrder(await placeOrder(byCarrier, who, byBranch));
    expect(made.delivery).toMatchObject({ method: 'carrier' });
  });

  it('offers no carrier in a shop that names no methods', async () => {
    const who = guest();
    await add(plain, who, await addProduct(plain));
    const carrier = { ...(await pickupOrder(plain)), delivery: { method: 'carrier', carrier: branch } };
    expect(errorOf(await placeOrder(plain, who, carrier), 400).fieldErrors).toEqual({
      'delivery.method': ['not_offered'],
    });
    createdOrder(await placeOrder(plain, who, { ...(await pickupOrder(plain)), delivery: address }));
  });
});
