// The carts and cart_lines tables' reads and writes. Every query names the shop and the owner, so a
// cart is only ever found by the one who owns it. Writers take the cart's row lock first: edits of
// one cart queue one after the other, and each reads the lines the one before it left.
// The statements of the add and validate paths run under fixed names: PostgreSQL then plans each
// once per connection (planning the lines' join took ~5 ms against ~1 ms of running it, with the
// products table's many indexes). Their text never changes: every value is a parameter.
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../db/client.ts';
import { cartLines, carts, products } from '../db/schema/index.ts';
import { numericProduct, PRODUCT_COLUMNS, type ProductRow } from './products.ts';
import type { CartOwner } from './owner.ts';

export interface LineRow {
  product: ProductRow;
  count: number;
  loyaltyChecked: boolean;
}

function ownerIs(siteId: number, owner: CartOwner): SQL {
  return owner.kind === 'user'
    ? and(eq(carts.siteId, siteId), eq(carts.userId, owner.userId), isNull(carts.guestToken))!
    : and(eq(carts.siteId, siteId), eq(carts.guestToken, owner.token), isNull(carts.userId))!;
}

/** The owner's cart id, or null when the owner has never put anything in a cart. */
export async function findCartId(db: Db, siteId: number, owner: CartOwner): Promise<number | null> {
  const [row] = await db.select({ id: carts.id }).from(carts).where(ownerIs(siteId, owner)).limit(1);
  return row?.id ?? null;
}

/**
 * Locks the owner's cart for the transaction and marks it changed, in one statement (an update
 * takes the row lock); null when the owner has no cart, which is not made.
 */
export async function lockCart(tx: Db, siteId: number, owner: CartOwner, now: Date): Promise<number | null> {
  const [row] = await tx
    .update(carts)
    .set({ updatedAt: now })
    .where(ownerIs(siteId, owner))
    .returning({ id: carts.id })
    .prepare(`cart_lock_${owner.kind}`)
    .execute();
  return row?.id ?? null;
}

/**
 * Locks the owner's cart for the transaction and marks it changed, making it first if needed: one
 * statement (an upsert's update takes the row lock). Two racing first adds meet the unique index.
 */
export async function lockOrCreateCart(tx: Db, siteId: number, owner: CartOwner, now: Date): Promise<number> {
  const byUser = owner.kind === 'user';
  const [row] = await tx
    .insert(carts)
    .values({
      siteId,
      userId: byUser ? owner.userId : null,
      guestToken: byUser ? null : owner.token,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: byUser ? [carts.siteId, carts.userId] : [carts.siteId, carts.guestToken],
      targetWhere: byUser ? sql`${carts.userId} IS NOT NULL` : sql`${carts.guestToken} IS NOT NULL`,
      set: { updatedAt: now },
    })
    .returning({ id: carts.id })
    .prepare(`cart_lock_or_create_${owner.kind}`)
    .execute();
  return row!.id;
}

export const deleteCart = (tx: Db, cartId: number) => tx.delete(carts).where(eq(carts.id, cartId));

/** The cart's lines with their products as they are now, oldest line first. */
export async function linesOf(db: Db, cartId: number): Promise<LineRow[]> {
  const rows = await db
    .select({ product: PRODUCT_COLUMNS, count: cartLines.count, loyaltyChecked: cartLines.loyaltyChecked })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(eq(cartLines.cartId, cartId))
    .orderBy(asc(cartLines.addedAt), asc(cartLines.productId))
    .prepare('cart_lines_of')
    .execute();
  return rows.map((row) => ({ ...row, product: numericProduct(row.product) }));
}

/**
 * The owner's lines in one statement (a read needs no lock): the cart's id comes with them, null
 * when the owner has no cart or an empty one.
 */
export async function ownerLines(db: Db, siteId: number, owner: CartOwner) {
  const rows = await db
    .select({
      cartId: carts.id,
      product: PRODUCT_COLUMNS,
      count: cartLines.count,
      loyaltyChecked: cartLines.loyaltyChecked,
    })
    .from(carts)
    .innerJoin(cartLines, eq(cartLines.cartId, carts.id))
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(ownerIs(siteId, owner))
    .orderBy(asc(cartLines.addedAt), asc(cartLines.productId))
    .prepare(`cart_owner_lines_${owner.kind}`)
    .execute();
  const lines = rows.map(({ cartId: _cart, ...line }) => ({ ...line, product: numericProduct(line.product) }));
  return { cartId: rows[0]?.cartId ?? null, lines };
}

export async function lineCount(tx: Db, cartId: number, productId: number): Promise<number | null> {
  const [row] = await tx
    .select({ count: cartLines.count })
    .from(cartLines)
    .where(and(eq(cartLines.cartId, cartId), eq(cartLines.productId, productId)))
    .prepare('cart_line_count')
    .execute();
  return row ? Number(row.count) : null;
}

/** Sets a line's count, adding the line when the cart does not have the product yet. */
export const saveLine = (tx: Db, cartId: number, productId: number, count: number, now: Date) =>
  tx
    .insert(cartLines)
    .values({ cartId, productId, count, addedAt: now })
    .onConflictDoUpdate({ target: [cartLines.cartId, cartLines.productId], set: { count } })
    .prepare('cart_line_save')
    .execute();

/** Removes lines; answers how many there were. */
export async function deleteLines(tx: Db, cartId: number, productIds: readonly number[]): Promise<number> {
  if (!productIds.length) return 0;
  const gone = await tx
    .delete(cartLines)
    .where(and(eq(cartLines.cartId, cartId), inArray(cartLines.productId, [...productIds])))
    .returning({ productId: cartLines.productId });
  return gone.length;
}

/** Sets the loyalty checkbox of a line; answers whether the line exists. */
export async function setLineLoyalty(tx: Db, cartId: number, productId: number, checked: boolean) {
  const done = await tx
    .update(cartLines)
    .set({ loyaltyChecked: checked })
    .where(and(eq(cartLines.cartId, cartId), eq(cartLines.productId, productId)))
    .returning({ productId: cartLines.productId });
  return done.length > 0;
}
