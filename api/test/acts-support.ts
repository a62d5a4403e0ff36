// Acts for the acts suites: company buyers with companies made through the account calls, orders
// placed for a company through general/v3/order, and their status moved as the shop's tools move it
// (a write to the orders table at a given moment: the trigger under test issues the act).
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';

import { actDetailSchema, actListSchema, companySchema, type OrderStatus } from '@vitrina/contract';

import { orders } from '../src/db/schema/index.ts';
import { add, addProduct, get, type CartShop, type signedIn } from './cart-support.ts';
import { createdOrder, pickupOrder, placeOrder } from './orders-support.ts';

export type Buyer = Awaited<ReturnType<typeof signedIn>>;

export async function companyOf(shop: CartShop, who: Buyer, name = 'SRL Exemplu'): Promise<number> {
  const res = await shop.app.inject({
    method: 'PATCH',
    url: `/users/user-group/${who.id}/create-company-multi`,
    headers: { 'x-site-token': `demo-${shop.brand}`, authorization: `Bearer ${who.access}` },
    payload: { name, fiscal_code: '1003600012345', legal_address: 'str. Exemplu 1' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return companySchema.parse(res.json()).id;
}

/** An order of one product at `priceMinor` (10 lei unless told), placed for the company (or none). */
export async function companyOrder(shop: CartShop, who: Buyer, companyId: number | null, priceMinor = 1_000) {
  expect((await add(shop, who, await addProduct(shop, { priceMinor }))).statusCode).toBe(200);
  const extra = companyId === null ? {} : { company_id: companyId };
  return createdOrder(await placeOrder(shop, who, await pickupOrder(shop, extra)));
}

/** The order's status as the shop's tool or the payment writes it, at `at` (its updated_at). */
export const moveOrder = (shop: CartShop, orderId: number, status: OrderStatus, at = new Date(shop.ctx.clock.now())) =>
  shop.app.db.update(orders).set({ status, updatedAt: at }).where(eq(orders.id, orderId));

export async function actList(shop: CartShop, who: Buyer, query = '') {
  const res = await get(shop, who, `/base/act-view${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return actListSchema.parse(res.json());
}

export async function act(shop: CartShop, who: Buyer, id: number) {
  const res = await get(shop, who, `/base/act-view/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return actDetailSchema.parse(res.json());
}
