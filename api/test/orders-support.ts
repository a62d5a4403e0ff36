// Orders for the order suites: a shopper's cart filled and ordered through the API as the
// storefront does it (pickup, cash, unless a test says otherwise), and the answers read with the
// contract's shapes.
import { eq, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { expect } from 'vitest';

import { orderCreatedSchema, orderListSchema, orderSchema, type OrderCreateRequest } from '@vitrina/contract';

import { products, sites, stores } from '../src/db/schema/index.ts';

import type { AuthTestContext } from './auth-support.ts';
import type { Inbox } from './auth-inbox.ts';
import { add, buildCartShop, get, post, type CartShop, type Shopper } from './cart-support.ts';

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

/**
 * A shop whose settings carry `settings` (allow_negative_stock, is_registration_required_for_order),
 * written before its first call: the API keeps a shop's settings for a while once read.
 */
export async function buildRuledShop(ctx: AuthTestContext, settings: Record<string, unknown>): Promise<CartShop> {
  const shop = await buildCartShop(ctx);
  await shop.app.db
    .update(sites)
    .set({ settings: sql`${sites.settings} || ${JSON.stringify(settings)}::jsonb` })
    .where(eq(sites.id, shop.siteId));
  return shop;
}

export const stockOf = async (shop: CartShop, id: number) =>
  Number((await shop.app.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock);

/** A phone is enough for a quick order. */
export const PHONE_CONTACT = { name: 'Ion Rusu', phone: '+37369555111' };

/** POST general/v2/order/one-click or pre-order. */
export const quickOrder = (
  shop: CartShop,
  who: Shopper | null,
  kind: 'one-click' | 'pre-order',
  body: object,
  key?: string,
) => post(shop, who, `/general/v2/order/${kind}`, body, key ? { 'idempotency-key': key } : {});

/** POST general/cart/create-reservation. */
export const reserve = (shop: CartShop, who: Shopper | null, body: object = {}) =>
  post(shop, who, '/general/cart/create-reservation', body);

/** The letters the inbox received for `address`, oldest first. */
export function lettersTo(inbox: Inbox, address: string): ParsedMail[] {
  const to = (mail: ParsedMail) => [mail.to ?? []].flat().flatMap((field) => field.value.map((a) => a.address));
  return inbox.received.filter((mail) => to(mail).includes(address.toLowerCase()));
}
