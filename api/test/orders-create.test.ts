// Ordering the cart (general/v3/order): the server decides every sum (a price or total in the body
// is not read), the order keeps a copy of what was sold, the stock goes down, the cart empties and
// its promo's use is spent; bad input and unorderable carts are refused in the one error shape; a
// shopper reads only their own orders.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { products } from '../src/db/schema/index.ts';

import {
  add,
  addProduct,
  addPromo,
  applyCode,
  buildCartShop,
  changeProduct,
  errorOf,
  fetchCart,
  get,
  guest,
  promoOf,
  signedIn,
} from './cart-support.ts';
import { CONTACT, createdOrder, listOrders, orderOf, pickupOrder, placeOrder, readOrder } from './orders-support.ts';

const shop = await buildCartShop();

const stockOf = async (id: number) =>
  Number((await shop.app.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock);

describe('ordering the cart', () => {
  it('prices the order on the server, keeps a copy of each line, takes the stock and empties the cart', async () => {
    const who = guest();
    const bread = await addProduct(shop, { priceMinor: 1_250, stock: 10 });
    const salt = await addProduct(shop, { priceMinor: 399, stock: 3, multiplicity: 0.5 });
    await add(shop, who, bread, 2);
    await add(shop, who, salt, 1.5);
    const body = { ...(await pickupOrder(shop)), total: 0.01, goods: 0.01, price: 0.01, lines: [{ price: 0 }] };
    const order = createdOrder(await placeOrder(shop, who, body));
    expect(order).toMatchObject({
      status: 'new',
      payment_method: 'cash',
      currency: 'MDL',
      goods: 30.99,
      discount: 0,
      delivery_price: 0,
      total: 30.99,
      contact: CONTACT,
      result: { payUrl: null },
    });
    expect(order.lines.map(({ product_id, count, price, total }) => [product_id, count, price, total])).toEqual([
      [bread, 2, 12.5, 25],
      [salt, 1.5, 3.99, 5.99],
    ]);
    expect([await stockOf(bread), await stockOf(salt)]).toEqual([8, 1.5]);
    expect((await fetchCart(shop, who)).products).toEqual([]);

    // A later price change does not rewrite the order.
    await changeProduct(shop, bread, { priceMinor: 9_999 });
    expect(orderOf(await readOrder(shop, who, order.id)).lines[0]!.price).toBe(12.5);
  });

  it('takes the promo off and spends its use: a single-use code cannot be applied again', async () => {
    const who = guest();
    const product = await addProduct(shop, { priceMinor: 10_000 });
    const code = await addPromo(shop, { value: 10, maxUses: 1 });
    await add(shop, who, product);
    promoOf(await applyCode(shop, who, code));
    const order = createdOrder(await placeOrder(shop, who));
    expect(order).toMatchObject({ goods: 100, discount: 10, total: 90, promo_code: code });
    expect(order.lines[0]).toMatchObject({ price: 100, discount: 10, total: 90 });

    const other = guest();
    await add(shop, other, product);
    expect(errorOf(await applyCode(shop, other, code), 400).code).toBe('promo_limit_reached');
  });

  it('keeps a signed-in shopper’s order on their account, and nobody else finds it', async () => {
    const ana = await signedIn(shop);
    const product = await addProduct(shop);
    await add(shop, ana, product);
    const order = createdOrder(await placeOrder(shop, ana));
    expect(orderOf(await readOrder(shop, ana, order.id)).id).toBe(order.id);
    expect(errorOf(await readOrder(shop, await signedIn(shop), order.id), 404).code).toBe('not_found');
    expect(errorOf(await readOrder(shop, guest(), order.id), 404).code).toBe('not_found');
    expect((await listOrders(shop, ana)).data.map((listed) => listed.id)).toEqual([order.id]);
    expect((await listOrders(shop, await signedIn(shop))).totalCount).toBe(0);
  });
});

describe('a guest’s orders after signing in', () => {
  it('join the account the same browser signs in to, and no other', async () => {
    const browser = { guest: `g-${crypto.randomUUID()}` };
    await add(shop, browser, await addProduct(shop));
    const order = createdOrder(await placeOrder(shop, browser));
    const ana = await signedIn(shop);
    // The gateway's proxy sends the browser's guest token with the bearer.
    const withBrowser = { 'x-guest-token': browser.guest };
    const history = await get(shop, ana, '/general/v2/order', withBrowser);
    expect(history.statusCode, history.body).toBe(200);
    expect((history.json() as { data: { id: number }[] }).data.map((listed) => listed.id)).toEqual([order.id]);
    expect(errorOf(await readOrder(shop, browser, order.id), 404).code).toBe('not_found');
    expect((await listOrders(shop, await signedIn(shop))).totalCount).toBe(0);
  });
});

describe('the cost of an order', () => {
  it('sends as many SQL statements for 30 lines as for 1, with a promo and a key', async () => {
    async function statementsOfOrder(lineCount: number) {
      const who = guest();
      for (let i = 0; i < lineCount; i++) await add(shop, who, await addProduct(shop));
      promoOf(await applyCode(shop, who, await addPromo(shop)));
      // The confirmation letter reads the order after the answer: its statements are counted whole.
      await shop.app.auth.postbox.settled();
      const before = shop.app.database.queryCount();
      createdOrder(await placeOrder(shop, who, await pickupOrder(shop), `cost-${crypto.randomUUID()}`));
      await shop.app.auth.postbox.settled();
      return shop.app.database.queryCount() - before;
    }
    expect(await statementsOfOrder(30)).toBe(await statementsOfOrder(1));
  });
});

describe('refusals', () => {
  it('refuses an empty cart, and a body without contact or with an unknown payment, naming the fields', async () => {
    expect(errorOf(await placeOrder(shop, guest()), 400).code).toBe('empty_cart');
    const who = guest();
    await add(shop, who, await addProduct(shop));
    const bad = errorOf(
      await placeOrder(shop, who, {
        ...(await pickupOrder(shop)),
        contact: { name: '', email: 'no' },
        payment_method: 'gold',
      }),
      400,
    );
    expect(Object.keys(bad.fieldErrors).sort()).toEqual(
      ['contact.email', 'contact.name', 'contact.phone', 'payment_method'].sort(),
    );
    expect((await fetchCart(shop, who)).products).toHaveLength(1);
  });

  it('refuses a prescription product nobody confirmed, and takes it once confirmed', async () => {
    const who = guest();
    const drug = await addProduct(shop, { isRecipe: true });
    await add(shop, who, drug);
    expect(errorOf(await placeOrder(shop, who), 400)).toMatchObject({
      code: 'cart_invalid',
      fieldErrors: { [`products.${drug}`]: ['prescription_not_confirmed'] },
    });
    createdOrder(await placeOrder(shop, who, await pickupOrder(shop, { prescription_confirmed: [drug] })));
  });

  it('refuses a cart holding more than the stock left, naming the line, and changes nothing', async () => {
    const who = guest();
    const product = await addProduct(shop, { stock: 5 });
    await add(shop, who, product, 4);
    await changeProduct(shop, product, { stock: 3 });
    expect(errorOf(await placeOrder(shop, who), 409)).toMatchObject({
      code: 'out_of_stock',
      fieldErrors: { [`products.${product}`]: ['over_stock'] },
    });
    expect(await stockOf(product)).toBe(3);
    expect((await fetchCart(shop, who)).products).toHaveLength(1);
  });

  it('refuses an order for a company that is not the shopper’s', async () => {
    const who = await signedIn(shop);
    await add(shop, who, await addProduct(shop));
    expect(
      errorOf(await placeOrder(shop, who, await pickupOrder(shop, { company_id: 999_999 })), 404).fieldErrors,
    ).toEqual({
      company_id: ['not_found'],
    });
  });
});
