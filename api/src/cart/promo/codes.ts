// The promo_codes and promo_code_uses tables: finding a shop's code whatever its case, the checks
// that do not depend on the cart (date window, usage limits, the profile's can_use_promocode), and
// claiming and releasing the use a cart holds. The limits are counted under the code's row lock
// (FOR UPDATE) by whoever claims, so parallel claims queue on the code and each counts the ones
// before it: a single-use code applied by 30 shoppers at once goes to exactly one of them.
import { and, count, eq, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { promoCodes, promoCodeUses, users } from '../../db/schema/index.ts';
import type { CartOwner } from '../owner.ts';
import type { PromoTerms } from './pricing.ts';
import type { PromoRefusal } from './refusals.ts';

export type PromoRow = typeof promoCodes.$inferSelect;

export const termsOf = (row: PromoRow): PromoTerms => ({
  code: row.code,
  type: row.type,
  valueType: row.valueType,
  value: row.value,
  productIds: row.productIds,
});

/** The shop's code as typed in any case; `lock` queues other claims of it until the transaction ends. */
export async function findCode(db: Db, siteId: number, code: string, lock = false): Promise<PromoRow | null> {
  const query = db
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.siteId, siteId), sql`lower(${promoCodes.code}) = lower(${code})`));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** A shopper whose profile says can_use_promocode: false is refused every code; guests may use them. */
export async function mayUsePromo(db: Db, owner: CartOwner): Promise<boolean> {
  if (owner.kind === 'guest') return true;
  const [row] = await db.select({ can: users.canUsePromocode }).from(users).where(eq(users.id, owner.userId));
  return row?.can ?? false;
}

export function windowRefusal(row: PromoRow, now: Date): PromoRefusal | null {
  if (row.startsAt && row.startsAt > now) return 'not_started';
  if (row.endsAt && row.endsAt <= now) return 'expired';
  return null;
}

const usesOf = (owner: CartOwner): SQL =>
  owner.kind === 'user' ? eq(promoCodeUses.userId, owner.userId) : eq(promoCodeUses.guestToken, owner.token);

async function usesCount(db: Db, where: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(promoCodeUses).where(where);
  return row?.n ?? 0;
}

/**
 * Whether one more use would pass the code's limits. `exceptCart`: a use this cart holds already
 * is not counted against it (a preview by the shopper who applied it).
 */
export async function limitRefusal(
  db: Db,
  row: PromoRow,
  owner: CartOwner | null,
  exceptCart: number | null = null,
): Promise<PromoRefusal | null> {
  const ofCode = eq(promoCodeUses.promoCodeId, row.id);
  const others =
    exceptCart === null ? ofCode : and(ofCode, sql`${promoCodeUses.cartId} IS DISTINCT FROM ${exceptCart}`)!;
  if (row.singleUse || row.maxUses !== null) {
    const total = await usesCount(db, others);
    if (row.singleUse && total >= 1) return 'already_used';
    if (row.maxUses !== null && total >= row.maxUses) return 'limit_reached';
  }
  if (owner && row.maxUsesPerUser !== null) {
    if ((await usesCount(db, and(others, usesOf(owner))!)) >= row.maxUsesPerUser) return 'user_limit';
  }
  return null;
}

/** The code whose use the cart holds, if any. */
export async function heldCode(db: Db, cartId: number): Promise<PromoRow | null> {
  const [row] = await db
    .select({ code: promoCodes })
    .from(promoCodeUses)
    .innerJoin(promoCodes, eq(promoCodes.id, promoCodeUses.promoCodeId))
    .where(eq(promoCodeUses.cartId, cartId))
    .prepare('cart_held_promo')
    .execute();
  return row?.code ?? null;
}

export async function claimUse(tx: Db, row: PromoRow, cartId: number, owner: CartOwner, now: Date) {
  await tx.insert(promoCodeUses).values({
    promoCodeId: row.id,
    cartId,
    userId: owner.kind === 'user' ? owner.userId : null,
    guestToken: owner.kind === 'guest' ? owner.token : null,
    usedAt: now,
  });
}

/**
 * Drops the use a cart holds (a cart change clears the promo): the code is not spent by a shopper
 * who then edits the cart. Spent uses (checkout clears their cart_id) are never touched. Named, as
 * it runs in every cart edit (see store.ts).
 */
export const releaseUse = (tx: Db, cartId: number) =>
  tx.delete(promoCodeUses).where(eq(promoCodeUses.cartId, cartId)).prepare('cart_release_promo').execute();
