// The sweep of forgotten guest carts: a guest cart untouched for 90 days goes with its lines, and the
// promo use it held is released (not spent); younger guest carts and users' carts stay.
// The run's database is shared by every test file, so this file never sweeps with a clock that
// could reach another file's carts: its own carts are dated back to the year 2000 and the sweeps
// run at mid-2000, when every other file's cart is still in the future.
import { randomUUID } from 'node:crypto';

import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { scheduleSweeps, type SweepLog } from '../src/auth/expired-rows.ts';
import { GUEST_CART_TTL_MS, sweepStaleGuestCarts } from '../src/cart/stale-carts.ts';
import { cartLines, carts, promoCodes, promoCodeUses } from '../src/db/schema/index.ts';
import {
  add,
  addProduct,
  addPromo,
  applyCode,
  buildCartShop,
  errorOf,
  fetchCart,
  promoOf,
  signedIn,
  type Shopper,
} from './cart-support.ts';

const shop = await buildCartShop();
const product = await addProduct(shop);
const DAY = 86_400_000;
const SWEEP_AT = Date.UTC(2000, 6, 1);

/** Dates the shopper's cart in this shop as last changed at `at`. */
async function lastChanged(who: Shopper & { id?: number }, at: number) {
  const owner = 'guest' in who ? eq(carts.guestToken, who.guest) : eq(carts.userId, who.id!);
  await shop.app.db
    .update(carts)
    .set({ updatedAt: new Date(at) })
    .where(and(eq(carts.siteId, shop.siteId), owner));
}

async function shopperWithCart(changedAt?: number) {
  const who = { guest: `stale-${randomUUID()}` };
  await add(shop, who, product);
  if (changedAt !== undefined) await lastChanged(who, changedAt);
  return who;
}

const cartIdsOf = async (tokens: string[]) =>
  (
    await shop.app.db
      .select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.siteId, shop.siteId), inArray(carts.guestToken, tokens)))
  ).map((row) => row.id);

describe('sweeping forgotten guest carts', () => {
  it('removes a guest cart untouched for 90 days with its lines; younger guest carts and user carts stay', async () => {
    const stale = await shopperWithCart(SWEEP_AT - GUEST_CART_TTL_MS - DAY);
    const [staleCart] = await cartIdsOf([stale.guest]);
    const young = await shopperWithCart(SWEEP_AT - GUEST_CART_TTL_MS + DAY);
    const fresh = await shopperWithCart();
    const user = await signedIn(shop);
    await add(shop, user, product);
    await lastChanged(user, Date.UTC(1999, 0, 1));

    expect(await sweepStaleGuestCarts(shop.app.db, SWEEP_AT)).toBe(1);
    expect((await fetchCart(shop, stale)).products).toEqual([]);
    for (const kept of [young, fresh, user]) expect((await fetchCart(shop, kept)).products).toHaveLength(1);
    const [orphans] = await shop.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(cartLines)
      .where(eq(cartLines.cartId, staleCart!));
    expect(orphans!.n).toBe(0);
    // The shopper may come back: the next add makes a new cart.
    expect((await add(shop, stale, product)).statusCode).toBe(200);
  });

  it('goes on past a batch until none is left', async () => {
    const many = await Promise.all(
      Array.from({ length: 5 }, () => shopperWithCart(SWEEP_AT - GUEST_CART_TTL_MS - 2 * DAY)),
    );
    expect(await sweepStaleGuestCarts(shop.app.db, SWEEP_AT, 2)).toBe(5);
    expect(await cartIdsOf(many.map((who) => who.guest))).toEqual([]);
  });

  it('releases the promo use a stale cart held, so a single-use code is free again', async () => {
    const code = await addPromo(shop, { singleUse: true });
    const forgetful = await shopperWithCart();
    promoOf(await applyCode(shop, forgetful, code));
    await lastChanged(forgetful, SWEEP_AT - GUEST_CART_TTL_MS - DAY);
    const next = await shopperWithCart();
    expect(errorOf(await applyCode(shop, next, code), 400).code).toBe('promo_already_used');

    await sweepStaleGuestCarts(shop.app.db, SWEEP_AT);
    expect(promoOf(await applyCode(shop, next, code)).promo_code).toBe(code);
  });

  it('leaves a use an order spent (no cart) counted', async () => {
    const code = await addPromo(shop, { singleUse: true });
    const [row] = await shop.app.db.select().from(promoCodes).where(eq(promoCodes.code, code));
    await shop.app.db.insert(promoCodeUses).values({ promoCodeId: row!.id, usedAt: new Date(0), guestToken: 'g-gone' });
    await sweepStaleGuestCarts(shop.app.db, SWEEP_AT);
    expect(errorOf(await applyCode(shop, await shopperWithCart(), code), 400).code).toBe('promo_already_used');
  });
});

describe('the hourly sweeps', () => {
  it('run the account rows’ sweep and the guest carts’ sweep at once, and log each', async () => {
    const stale = await shopperWithCart(SWEEP_AT - GUEST_CART_TTL_MS - DAY);
    const logged: { fields: object; message: string }[] = [];
    let bothLogged: () => void;
    const done = new Promise<void>((resolve) => (bothLogged = resolve));
    const record = (fields: object, message: string) => {
      logged.push({ fields, message });
      if (logged.length === 2) bothLogged();
    };
    const log: SweepLog = { info: record, error: record };
    const stop = scheduleSweeps(shop.app.db, log, () => SWEEP_AT);
    await done;
    stop();
    expect(logged.map((entry) => entry.message).sort()).toEqual([
      'expired account rows removed',
      'stale guest carts removed',
    ]);
    expect(logged.find((entry) => entry.message === 'stale guest carts removed')!.fields).toEqual({ swept: 1 });
    expect(await cartIdsOf([stale.guest])).toEqual([]);
  });
});
