// One-click and pre-order (general/v2/order/one-click, general/v2/order/pre-order): one product
// ordered from its page, priced here like a cart order, paid in cash, delivery agreed by phone, the
// cart untouched. A one-click takes the stock with no oversell; a pre-order is only for a product out
// of stock and takes none. Idempotent with Idempotency-Key; only the owner reads the order.
import { describe, expect, it } from 'vitest';

import { buildAuthApp } from './auth-support.ts';
import { add, addProduct, buildCartShop, changeProduct, errorOf, fetchCart, guest, signedIn } from './cart-support.ts';
import { createdOrder, listOrders, orderOf, PHONE_CONTACT, quickOrder, readOrder, stockOf } from './orders-support.ts';

const ctx = await buildAuthApp();
const shop = await buildCartShop(ctx);

describe('a one-click order', () => {
  it('is priced here from one line (the multiplicity when no count), takes the stock and leaves the cart alone', async () => {
    const who = guest();
    const inCart = await addProduct(shop);
    await add(shop, who, inCart, 2);
    const flour = await addProduct(shop, { priceMinor: 4_000, stock: 10, multiplicity: 2.5 });
    const order = createdOrder(
      await quickOrder(shop, who, 'one-click', { product_id: flour, contact: PHONE_CONTACT, price: 0.01, total: 0 }),
    );
    expect(order).toMatchObject({
      kind: 'one_click',
      status: 'new',
      payment_method: 'cash',
      goods: 100,
      discount: 0,
      delivery_price: 0,
      total: 100,
      delivery: { method: 'agreed_by_phone' },
      contact: { name: PHONE_CONTACT.name, phone: PHONE_CONTACT.phone },
      result: { payUrl: null },
    });
    expect(order.contact.email).toBeUndefined();
    expect(order.lines.map(({ product_id, count, price, total }) => [product_id, count, price, total])).toEqual([
      [flour, 2.5, 40, 100],
    ]);
    expect(await stockOf(shop, flour)).toBe(7.5);
    expect((await fetchCart(shop, who)).products.map((line) => [line.product_id, line.count])).toEqual([[inCart, 2]]);
    expect((await listOrders(shop, who)).data.map((listed) => listed.id)).toEqual([order.id]);
  });

  it('sells a product with 3 in stock to exactly 3 of 10 shoppers at once', async () => {
    const product = await addProduct(shop, { stock: 3 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        quickOrder(shop, guest(), 'one-click', { product_id: product, count: 1, contact: PHONE_CONTACT }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
    for (const refused of answers.filter((answer) => answer.statusCode !== 201))
      expect(errorOf(refused, 409)).toMatchObject({
        code: 'out_of_stock',
        fieldErrors: { [`products.${product}`]: ['over_stock'] },
      });
    expect(await stockOf(shop, product)).toBe(0);
  });

  it('refuses a product that is not sold now, and a prescription product until the shopper confirms it', async () => {
    const hidden = await addProduct(shop, { active: false });
    expect(
      errorOf(await quickOrder(shop, guest(), 'one-click', { product_id: hidden, contact: PHONE_CONTACT }), 400),
    ).toMatchObject({ code: 'cart_invalid', fieldErrors: { [`products.${hidden}`]: ['unavailable'] } });
    const drug = await addProduct(shop, { isRecipe: true, stock: 5 });
    const body = { product_id: drug, contact: PHONE_CONTACT };
    expect(errorOf(await quickOrder(shop, guest(), 'one-click', body), 400).fieldErrors).toEqual({
      [`products.${drug}`]: ['prescription_not_confirmed'],
    });
    expect(await stockOf(shop, drug)).toBe(5);
    createdOrder(await quickOrder(shop, guest(), 'one-click', { ...body, prescription_confirmed: true }));
    expect(await stockOf(shop, drug)).toBe(4);
  });
});

describe('a pre-order', () => {
  it('orders a product out of stock at today’s price and takes no stock', async () => {
    const product = await addProduct(shop, { priceMinor: 12_550, stock: 0 });
    const order = createdOrder(
      await quickOrder(shop, guest(), 'pre-order', { product_id: product, count: 2, contact: PHONE_CONTACT }),
    );
    expect(order).toMatchObject({ kind: 'pre_order', payment_method: 'cash', total: 251 });
    expect(await stockOf(shop, product)).toBe(0);
    // Not available (whatever its stock says) is out of stock too, as the catalogue shows it.
    const unavailable = await addProduct(shop, { stock: 4, available: false });
    createdOrder(await quickOrder(shop, guest(), 'pre-order', { product_id: unavailable, contact: PHONE_CONTACT }));
    expect(await stockOf(shop, unavailable)).toBe(4);
  });

  it('refuses a product in stock (it can be ordered) and one the shop no longer sells', async () => {
    const inStock = await addProduct(shop, { stock: 2 });
    expect(
      errorOf(await quickOrder(shop, guest(), 'pre-order', { product_id: inStock, contact: PHONE_CONTACT }), 409),
    ).toMatchObject({ code: 'in_stock', fieldErrors: { product_id: ['in_stock'] } });
    const withdrawn = await addProduct(shop, { stock: 0, active: false });
    expect(
      errorOf(await quickOrder(shop, guest(), 'pre-order', { product_id: withdrawn, contact: PHONE_CONTACT }), 400)
        .code,
    ).toBe('cart_invalid');
  });

  it('refuses a count no order can hold, naming the count', async () => {
    const piano = await addProduct(shop, { priceMinor: 100_000_000, stock: 0 });
    expect(
      errorOf(
        await quickOrder(shop, guest(), 'pre-order', { product_id: piano, count: 99_999, contact: PHONE_CONTACT }),
        400,
      ),
    ).toMatchObject({ code: 'order_too_large', fieldErrors: { count: ['too_large'] } });
  });
});

describe('one press, one order (Idempotency-Key)', () => {
  it('answers the first order to a repeated press, 422 to the key with another body or the other kind', async () => {
    const who = guest();
    const product = await addProduct(shop, { stock: 0 });
    const body = { product_id: product, contact: PHONE_CONTACT };
    const key = `quick-${crypto.randomUUID()}`;
    const first = createdOrder(await quickOrder(shop, who, 'pre-order', body, key));
    const again = await quickOrder(shop, who, 'pre-order', body, key);
    expect(createdOrder(again).id).toBe(first.id);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(errorOf(await quickOrder(shop, who, 'pre-order', { ...body, count: 3 }, key), 422).code).toBe(
      'idempotency_key_reused',
    );
    await changeProduct(shop, product, { stock: 5 });
    expect(errorOf(await quickOrder(shop, who, 'one-click', body, key), 422).code).toBe('idempotency_key_reused');
    expect((await listOrders(shop, who)).totalCount).toBe(1);
  });
});

describe('whose order', () => {
  it('is the caller’s: another shopper, guest or signed in, does not find it', async () => {
    const ana = await signedIn(shop);
    const product = await addProduct(shop);
    const order = createdOrder(
      await quickOrder(shop, ana, 'one-click', { product_id: product, contact: PHONE_CONTACT }),
    );
    expect(orderOf(await readOrder(shop, ana, order.id)).kind).toBe('one_click');
    expect(errorOf(await readOrder(shop, await signedIn(shop), order.id), 404).code).toBe('not_found');
    expect(errorOf(await readOrder(shop, guest(), order.id), 404).code).toBe('not_found');
  });

  it('a product of another shop is not found, and orders nothing', async () => {
    const other = await buildCartShop(ctx);
    const theirs = await addProduct(other, { stock: 3 });
    expect(
      errorOf(await quickOrder(shop, guest(), 'one-click', { product_id: theirs, contact: PHONE_CONTACT }), 404).code,
    ).toBe('not_found');
    expect(await stockOf(other, theirs)).toBe(3);
  });
});

describe('bad input', () => {
  it('names each bad field in the one error shape, and orders nothing', async () => {
    const product = await addProduct(shop, { stock: 5 });
    for (const kind of ['one-click', 'pre-order'] as const) {
      const bad = errorOf(
        await quickOrder(shop, guest(), kind, {
          product_id: 'x',
          count: -1,
          contact: { name: '', phone: '12', email: 'no' },
          prescription_confirmed: 'yes',
        }),
        400,
      );
      expect(bad.code).toBe('validation_failed');
      expect(Object.keys(bad.fieldErrors).sort()).toEqual(
        ['contact.email', 'contact.name', 'contact.phone', 'count', 'prescription_confirmed', 'product_id'].sort(),
      );
    }
    expect(
      errorOf(await quickOrder(shop, null, 'one-click', { product_id: product, contact: PHONE_CONTACT }), 400).code,
    ).toBe('cart_owner_missing');
    expect(await stockOf(shop, product)).toBe(5);
  });
});
