// No oversell and no double orders, under real concurrency on PostgreSQL (PGlite runs the same
// requests one after another): 50 buyers of a product with 5 in stock get exactly 5 orders, 20 times
// over; one press of "order" sent 20 times at once with its Idempotency-Key makes one order, which
// every answer names; the key with another body answers 422.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { orders, products } from '../src/db/schema/index.ts';

import { add, addProduct, buildCartShop, errorOf, guest, type Shopper } from './cart-support.ts';
import { buildAuthApp } from './auth-support.ts';
import { createdOrder, pickupOrder, placeOrder } from './orders-support.ts';

// Hundreds of orders from one test address: the per-address order limit is another suite's subject.
const shop = await buildCartShop(await buildAuthApp({ rateLimit: false }));

const stockOf = async (id: number) =>
  Number((await shop.app.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock);

describe('no oversell', () => {
  it('sells a product with 5 in stock to exactly 5 of 50 buyers at once, 20 times over', async () => {
    for (let round = 0; round < 20; round++) {
      const product = await addProduct(shop, { stock: 5 });
      const buyers: Shopper[] = Array.from({ length: 50 }, guest);
      for (const buyer of buyers) expect((await add(shop, buyer, product)).statusCode).toBe(200);
      const answers = await Promise.all(buyers.map((buyer) => placeOrder(shop, buyer)));
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(5);
      for (const refused of answers.filter((answer) => answer.statusCode !== 201))
        expect(errorOf(refused, 409).code).toBe('out_of_stock');
      expect(await stockOf(product)).toBe(0);
    }
  }, 120_000);
});

describe('no double orders', () => {
  it('makes one order of one key sent 20 times at once, and answers it to every request', async () => {
    const who = guest();
    const product = await addProduct(shop, { stock: 100 });
    await add(shop, who, product, 3);
    const key = `press-${crypto.randomUUID()}`;
    const body = await pickupOrder(shop);
    const answers = await Promise.all(Array.from({ length: 20 }, () => placeOrder(shop, who, body, key)));
    const ids = new Set(answers.map((answer) => createdOrder(answer).id));
    expect(ids.size).toBe(1);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
    const made = await shop.app.db
      .select()
      .from(orders)
      .where(eq(orders.guestToken, (who as { guest: string }).guest));
    expect(made).toHaveLength(1);
    expect(await stockOf(product)).toBe(97);
  });

  it('answers 422 to the same key with another body, and lets a failed press be pressed again', async () => {
    const who = guest();
    const product = await addProduct(shop, { stock: 10 });
    const key = `press-${crypto.randomUUID()}`;
    // The cart is empty: the press fails, and its key is not spent.
    expect(errorOf(await placeOrder(shop, who, await pickupOrder(shop), key), 400).code).toBe('empty_cart');
    await add(shop, who, product);
    createdOrder(await placeOrder(shop, who, await pickupOrder(shop), key));
    const other = await pickupOrder(shop, { comment: 'ring twice' });
    expect(errorOf(await placeOrder(shop, who, other, key), 422).code).toBe('idempotency_key_reused');
  });
});
