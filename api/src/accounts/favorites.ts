// Server favourites of the signed-in shopper: products of the user's own shop only (another shop's
// product is a 404, as if it did not exist). Adding is idempotent: the spec's "a repeat add toggles
// it out" is the button's rule, the client sends DELETE for it. At sign-in the guest's list (kept in
// cookie and local storage) merges in one call; ids the shop no longer has are dropped silently,
// since a guest's list may be older than the catalogue.
import { and, desc, eq, inArray } from 'drizzle-orm';

import type { Favorites } from '@vitrina/contract';

import type { Db } from '../db/client.ts';
import { favorites, products } from '../db/schema/index.ts';
import { notFound } from '../plugins/errors.ts';

export async function listFavorites(db: Db, userId: number): Promise<Favorites> {
  const rows = await db
    .select({ productId: favorites.productId })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt), desc(favorites.productId));
  return { product_ids: rows.map((row) => row.productId) };
}

/** Of `ids`, those that are products of the shop. */
async function shopProducts(db: Db, siteId: number, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.siteId, siteId), inArray(products.id, ids)));
  return rows.map((row) => row.id);
}

async function ownShopProduct(db: Db, siteId: number, productId: number) {
  const [found] = await shopProducts(db, siteId, [productId]);
  if (found === undefined) throw notFound('Product');
}

export async function addFavorite(db: Db, siteId: number, userId: number, productId: number, now: number) {
  await ownShopProduct(db, siteId, productId);
  await db
    .insert(favorites)
    .values({ userId, productId, createdAt: new Date(now) })
    .onConflictDoNothing();
  return listFavorites(db, userId);
}

export async function removeFavorite(db: Db, siteId: number, userId: number, productId: number) {
  await ownShopProduct(db, siteId, productId);
  await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)));
  return listFavorites(db, userId);
}

export async function clearFavorites(db: Db, userId: number) {
  await db.delete(favorites).where(eq(favorites.userId, userId));
  return listFavorites(db, userId);
}

export async function mergeFavorites(db: Db, siteId: number, userId: number, productIds: number[], now: number) {
  const known = await shopProducts(db, siteId, [...new Set(productIds)]);
  if (known.length) {
    const at = new Date(now);
    await db
      .insert(favorites)
      .values(known.map((productId) => ({ userId, productId, createdAt: at })))
      .onConflictDoNothing();
  }
  return listFavorites(db, userId);
}
