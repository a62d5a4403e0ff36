// A shopper's order history (general/v2/order): newest first, ten a page, filtered by status,
// dates, and a search by order number or product title; only the caller's own orders.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { orders } from '../src/db/schema/index.ts';

import { add, addProduct, buildCartShop, errorOf, get, signedIn } from './cart-support.ts';
import { createdOrder, listOrders, placeOrder } from './orders-support.ts';

const shop = await buildCartShop();
const DAY = 86_400_000;
const ana = await signedIn(shop);
const soap = await addProduct(shop, { title: { ro: 'Săpun', en: 'Lavender soap' } });
const towel = await addProduct(shop, { title: { ro: 'Prosop', en: 'Cotton towel' } });

let made = 0;
/** Orders one product, dated a day after the one before, so every order has its own day. */
async function orderOf(product: number) {
  await add(shop, ana, product);
  const { id } = createdOrder(await placeOrder(shop, ana));
  const createdAt = new Date(Date.UTC(2026, 0, 1) + made++ * DAY);
  await shop.app.db.update(orders).set({ createdAt }).where(eq(orders.id, id));
  return { id, created_at: createdAt.toISOString() };
}

const first = await orderOf(soap);
const second = await orderOf(towel);
const rest: { id: number; created_at: string }[] = [];
for (let i = 0; i < 10; i++) rest.push(await orderOf(soap));
await shop.app.db.update(orders).set({ status: 'completed' }).where(eq(orders.id, second.id));
const dayOf = (iso: string) => iso.slice(0, 10);

describe('the order history', () => {
  it('lists newest first, ten a page, with the total and the number of pages', async () => {
    const page1 = await listOrders(shop, ana);
    expect([page1.totalCount, page1.pages, page1.data.length]).toEqual([12, 2, 10]);
    expect(page1.data[0]!.id).toBe(rest.at(-1)!.id);
    const page2 = await listOrders(shop, ana, '?page=2');
    expect(page2.data.map((order) => order.id)).toEqual([second.id, first.id]);
  });

  it('filters by status, by dates (whole days) and by a search of the number or a title', async () => {
    expect((await listOrders(shop, ana, '?status=completed')).data.map((order) => order.id)).toEqual([second.id]);
    const day = dayOf(second.created_at);
    expect((await listOrders(shop, ana, `?start_date=${day}&end_date=${day}`)).data.map((o) => o.id)).toEqual([
      second.id,
    ]);
    expect((await listOrders(shop, ana, '?search=towel')).data.map((order) => order.id)).toEqual([second.id]);
    expect((await listOrders(shop, ana, `?search=${first.id}`)).data.map((order) => order.id)).toContain(first.id);
  });

  it('shows another shopper none of them, and refuses a bad filter in the one error shape', async () => {
    expect((await listOrders(shop, await signedIn(shop))).totalCount).toBe(0);
    const bad = errorOf(await get(shop, ana, '/general/v2/order?status=lost&start_date=yesterday'), 400);
    expect(Object.keys(bad.fieldErrors).sort()).toEqual(['start_date', 'status']);
  });
});
