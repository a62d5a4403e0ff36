// The server cart's edits and fetch-all: counts by the quantity rules, prices and totals decided by
// the server, whose cart a call reaches (bearer, no_user_id, X-Guest-Token), and bad input.
import { describe, expect, it } from 'vitest';

import { cartListResponse } from '@vitrina/contract';

import {
  add,
  addProduct,
  buildCartShop,
  cartOf,
  changeProduct,
  countsOf,
  errorOf,
  fetchCart,
  get,
  guest,
  post,
  signedIn,
} from './cart-support.ts';

const shop = await buildCartShop();
const other = await buildCartShop(shop.ctx);

describe('add-item', () => {
  it('adds the multiplicity by default, and a count below it rises to it', async () => {
    const ana = guest();
    const pack = await addProduct(shop, { multiplicity: 6, stock: 60 });
    const byWeight = await addProduct(shop, { multiplicity: 0.5, stock: 20 });
    expect(countsOf(cartOf(await add(shop, ana, pack)))[pack]).toBe(6);
    expect(countsOf(cartOf(await add(shop, ana, byWeight, 0.2)))[byWeight]).toBe(0.5);
    expect(countsOf(cartOf(await add(shop, ana, byWeight, 0.1234)))[byWeight]).toBe(0.623);
  });

  it('raises the line of a product already in the cart', async () => {
    const ana = guest();
    const product = await addProduct(shop);
    await add(shop, ana, product, 2);
    const cart = cartOf(await add(shop, ana, product, 3));
    expect(cart.products).toHaveLength(1);
    expect(cart.products[0]).toMatchObject({ id: product, product_id: product, count: 5 });
  });

  it('refuses to go past the stock and keeps the cart as it was', async () => {
    const ana = guest();
    const product = await addProduct(shop, { stock: 4 });
    await add(shop, ana, product, 3);
    const refused = errorOf(await add(shop, ana, product, 2), 400);
    expect(refused).toMatchObject({ code: 'over_stock', fieldErrors: { count: ['over_stock'] } });
    expect(refused.message).toContain('4');
    expect(countsOf(await fetchCart(shop, ana))[product]).toBe(3);
  });

  it('refuses an inactive or unavailable product', async () => {
    const ana = guest();
    for (const flags of [{ active: false }, { available: false }]) {
      const product = await addProduct(shop, flags);
      const refused = errorOf(await add(shop, ana, product), 400);
      expect(refused).toMatchObject({ code: 'product_unavailable', fieldErrors: { product_id: ['unavailable'] } });
    }
    expect((await fetchCart(shop, ana)).products).toEqual([]);
  });

  it("answers 404 for another shop's product and an id no shop has", async () => {
    const ana = guest();
    const theirs = await addProduct(other);
    for (const id of [theirs, 2_000_000_000]) expect(errorOf(await add(shop, ana, id), 404).code).toBe('not_found');
    expect((await fetchCart(shop, ana)).products).toEqual([]);
  });

  it('stops at 99999 whatever is added', async () => {
    const ana = guest();
    const product = await addProduct(shop, { stock: 200_000 });
    await add(shop, ana, product, 99_999);
    expect(countsOf(cartOf(await add(shop, ana, product, 5)))[product]).toBe(99_999);
  });
});

describe('prices and totals', () => {
  it('prices every line from the product, whatever the request says', async () => {
    const ana = guest();
    const product = await addProduct(shop, { priceMinor: 12_345, oldPriceMinor: 15_000, loyaltyGive: 3 });
    const res = await post(shop, ana, '/general/cart/add-item', {
      product_id: product,
      count: 2,
      price: 0.01,
      total_price: 0.01,
    });
    expect(cartOf(res)).toMatchObject({
      total_count: 2,
      total_price: 246.9,
      total_discount: 53.1,
      loyalty_give: 6,
      currency: 'MDL',
      promo_code: null,
      products: [{ price: 123.45, old_price: 150, count: 2, loyalty_give: 3, is_loyalty_active: true }],
    });
  });

  it("shows today's price: a price change reaches a cart that holds the product", async () => {
    const ana = guest();
    const product = await addProduct(shop, { priceMinor: 5_000 });
    await add(shop, ana, product, 2);
    await changeProduct(shop, product, { priceMinor: 7_550 });
    expect(await fetchCart(shop, ana)).toMatchObject({ total_price: 151, products: [{ price: 75.5 }] });
  });

  it('rounds a line of goods sold by weight to the cent', async () => {
    const ana = guest();
    const product = await addProduct(shop, { priceMinor: 1_999, multiplicity: 0.5 });
    expect(cartOf(await add(shop, ana, product, 1.5)).total_price).toBe(29.99);
  });

  it('names each line in the language asked for, with its url and picture', async () => {
    const ana = guest();
    const product = await addProduct(shop);
    await add(shop, ana, product);
    const res = await get(shop, ana, '/general/cart/fetch-all', { 'accept-language': 'ru' });
    const [line] = cartListResponse.parse(res.json())[0]!.products;
    expect(line!.title).toMatch(/^Товар /);
    expect(line!.url).toMatch(/^\/product\/tovar-/);
    expect(line!.img).toBe(`/media/products/${product}.svg`);
  });
});

describe('reduce-item and remove-item', () => {
  it('lowers by the multiplicity by default and drops the line at 0', async () => {
    const ana = guest();
    const product = await addProduct(shop, { multiplicity: 2 });
    await add(shop, ana, product, 4);
    expect(countsOf(cartOf(await post(shop, ana, '/general/cart/reduce-item', { product_id: product })))).toEqual({
      [product]: 2,
    });
    const emptied = cartOf(await post(shop, ana, '/general/cart/reduce-item', { product_id: product }));
    expect(emptied.products).toEqual([]);
  });

  it('raises what is left to the multiplicity when a reduce leaves less', async () => {
    const ana = guest();
    const product = await addProduct(shop, { multiplicity: 2 });
    await add(shop, ana, product, 5);
    const cart = cartOf(await post(shop, ana, '/general/cart/reduce-item', { product_id: product, count: 4 }));
    expect(countsOf(cart)[product]).toBe(2);
  });

  it('removes the lines named and keeps the others', async () => {
    const ana = guest();
    const [a, b, c] = [await addProduct(shop), await addProduct(shop), await addProduct(shop)];
    for (const id of [a, b, c]) await add(shop, ana, id);
    const cart = cartOf(await post(shop, ana, '/general/cart/remove-item', { product_ids: [a, c] }));
    expect(cart.products.map((p) => p.id)).toEqual([b]);
  });

  it("answers 404 for another shop's product", async () => {
    const ana = guest();
    const theirs = await addProduct(other);
    expect(errorOf(await post(shop, ana, '/general/cart/remove-item', { product_ids: [theirs] }), 404).code).toBe(
      'not_found',
    );
    expect(errorOf(await post(shop, ana, '/general/cart/reduce-item', { product_id: theirs }), 404).code).toBe(
      'not_found',
    );
  });
});

describe('whose cart', () => {
  it('keeps each guest and each user their own cart', async () => {
    const [ana, ion] = [guest(), guest()];
    const user = await signedIn(shop);
    const [a, b, c] = [await addProduct(shop), await addProduct(shop), await addProduct(shop)];
    await add(shop, ana, a);
    await add(shop, ion, b);
    await add(shop, user, c);
    expect(Object.keys(countsOf(await fetchCart(shop, ana)))).toEqual([String(a)]);
    expect(Object.keys(countsOf(await fetchCart(shop, ion)))).toEqual([String(b)]);
    expect(Object.keys(countsOf(await fetchCart(shop, user)))).toEqual([String(c)]);
    // A guest's remove cannot reach another's line.
    await post(shop, ion, '/general/cart/remove-item', { product_ids: [a] });
    expect(countsOf(await fetchCart(shop, ana))).toEqual({ [a]: 1 });
  });

  it("takes the bearer's cart when a guest token comes too", async () => {
    const user = await signedIn(shop);
    const ana = guest();
    const product = await addProduct(shop);
    await post(shop, user, '/general/cart/add-item', {
      product_id: product,
      no_user_id: (ana as { guest: string }).guest,
    });
    expect(countsOf(await fetchCart(shop, user))).toEqual({ [product]: 1 });
    expect((await fetchCart(shop, ana)).products).toEqual([]);
  });

  it('reads the guest token from X-Guest-Token, and no_user_id wins over it', async () => {
    const [ana, ion] = [guest(), guest()] as { guest: string }[];
    const product = await addProduct(shop);
    const byHeader = await shop.app.inject({
      method: 'POST',
      url: '/general/cart/add-item',
      headers: { 'x-site-token': `demo-${shop.brand}`, 'x-guest-token': ana!.guest },
      payload: { product_id: product },
    });
    expect(cartOf(byHeader).products).toHaveLength(1);
    const both = await get(shop, ion!, '/general/cart/fetch-all', { 'x-guest-token': ana!.guest });
    expect(both.json()[0].products).toEqual([]);
    expect(countsOf(await fetchCart(shop, ana!))).toEqual({ [product]: 1 });
  });

  it('is not the same cart in another shop', async () => {
    const ana = guest();
    const product = await addProduct(shop);
    await add(shop, ana, product);
    expect((await fetchCart(other, ana)).products).toEqual([]);
  });

  it('answers an empty cart to a guest who never added anything', async () => {
    expect(await fetchCart(shop, guest())).toMatchObject({ total_count: 0, total_price: 0, products: [] });
  });
});

describe('bad input', () => {
  it('asks for a bearer or a guest token', async () => {
    const res = await shop.app.inject({
      url: '/general/cart/fetch-all',
      headers: { 'x-site-token': `demo-${shop.brand}` },
    });
    expect(errorOf(res, 400)).toMatchObject({ code: 'cart_owner_missing', fieldErrors: { no_user_id: ['required'] } });
    const product = await addProduct(shop);
    expect(errorOf(await post(shop, null, '/general/cart/add-item', { product_id: product }), 400).code).toBe(
      'cart_owner_missing',
    );
  });

  it('refuses a guest token of the wrong shape, in the body, query or header', async () => {
    const product = await addProduct(shop);
    const inBody = await post(shop, null, '/general/cart/add-item', { product_id: product, no_user_id: 'short' });
    expect(errorOf(inBody, 400).fieldErrors).toEqual({ no_user_id: ['invalid'] });
    const inQuery = await get(shop, null, '/general/cart/fetch-all?no_user_id=has%20spaces%20in%20it!!');
    expect(errorOf(inQuery, 400).fieldErrors).toEqual({ no_user_id: ['invalid'] });
    const inHeader = await get(shop, null, '/general/cart/fetch-all', { 'x-guest-token': 'x'.repeat(200) });
    expect(Object.keys(errorOf(inHeader, 400).fieldErrors)).toEqual(['x-guest-token']);
  });

  it('refuses counts that are no count, and ids that are no id', async () => {
    const ana = guest();
    const product = await addProduct(shop);
    for (const count of [0, -1, 100_000, 'two']) {
      expect(errorOf(await add(shop, ana, product, count as number), 400).fieldErrors).toHaveProperty('count');
    }
    expect(errorOf(await add(shop, ana, 'one' as unknown as number), 400).fieldErrors).toEqual({
      product_id: ['invalid'],
    });
    const none = await post(shop, ana, '/general/cart/remove-item', { product_ids: [] });
    expect(errorOf(none, 400).fieldErrors).toEqual({ product_ids: ['required'] });
    expect((await fetchCart(shop, ana)).products).toEqual([]);
  });

  it('answers a bad bearer 401, not a guest cart', async () => {
    const product = await addProduct(shop);
    const res = await post(shop, { access: 'not-a-token' }, '/general/cart/add-item', { product_id: product });
    expect(errorOf(res, 401).code).toBe('not_authenticated');
  });
});
