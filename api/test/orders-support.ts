// Orders for the order suites: a shopper's cart filled and ordered through the API as the
// storefront does it (pickup, cash, unless a test says otherwise), and the answers read with the
// contract's shapes.
import { expect } from 'vitest';

import { orderCreatedSchema, orderListSchema, orderSchema, type OrderCreateRequest } from '@vitrina/contract';

import { stores } from '../src/db/schema/index.ts';

import { add, get, post, type CartShop, type Shopper } from './cart-support.ts';

export const CONTACT = { name: 'Ana Popescu', email: 'ana@example.md', phone: '+37369123456' };

// By shop object: test files share modules, and their databases (PGlite copies) may reuse site ids.
const storeOfShop = new WeakMap<CartShop, Promise<number>>();

/** The shop's one store (made the first time), open every day from 9 to 18. */
export function storeOf(shop: CartShop): Promise<number> {
  let made = storeOfShop.get(shop);
  if (!made) {
    made = shop.app.db
      .insert(stores)
      .values({
        siteId: shop.siteId,
        name: { ro: 'Magazin' },
        address: { ro: 'str. Test 1' },
        openingHours: Array.from({ length: 7 }, () => ({ opens: '09:00', closes: '18:00' })),
      })
      .returning({ id: stores.id })
      .then(([row]) => row!.id);
    storeOfShop.set(shop, made);
  }
  return made;
}

/** Picked up at the shop's store and paid in cash, unless `extra` says otherwise. */
export async function pickupOrder(shop: CartShop, extra: Partial<OrderCreateRequest> = {}) {
  return {
    contact: CONTACT,
    delivery: { method: 'pickup', store_id: await storeOf(shop) },
    payment_method: 'cash',
    ...extra,
  };
}

export const placeOrder = async (shop: CartShop, who: Shopper, body?: object, key?: string) =>
  post(shop, who, '/general/v3/order', body ?? (await pickupOrder(shop)), key ? { 'idempotency-key': key } : {});

type Answer = Awaited<ReturnType<CartShop['app']['inject']>>;

export function createdOrder(res: Answer) {
  expect(res.statusCode, res.body).toBe(201);
  return orderCreatedSchema.parse(res.json());
}

export async function orderedCart(shop: CartShop, who: Shopper, lines: [number, number?][]) {
  for (const [product, count] of lines) expect((await add(shop, who, product, count)).statusCode).toBe(200);
  return createdOrder(await placeOrder(shop, who));
}

export async function readOrder(shop: CartShop, who: Shopper | null, id: number) {
  return get(shop, who, `/general/v2/order/${id}`);
}

export const orderOf = (res: Answer) => {
  expect(res.statusCode, res.body).toBe(200);
  return orderSchema.parse(res.json());
};

export async function listOrders(shop: CartShop, who: Shopper, query = '') {
  const res = await get(shop, who, `/general/v2/order${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return orderListSchema.parse(res.json());
}
