// The signed-in shopper's favourite adverts (api/my-favorite-adverts/): published adverts of their
// shop only, added once (again: no change), listed newest-added first and by category. A favourite
// whose advert is unpublished later stays, but is listed only while the advert is published.
import { and, desc, eq, sql } from 'drizzle-orm';

import type { Db } from '../db/client.ts';
import { advertFavorites } from '../db/schema/index.ts';
import { rowsOf } from '../db/rows.ts';
import { notFound } from '../plugins/errors.ts';
import { LISTED, readCards, type CardScope } from './card-query.ts';

/** A shopper keeps a few dozen favourites; the list shows them on one page. */
const FAVORITES_MAX = 500;

export async function favoriteIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: advertFavorites.advertId })
    .from(advertFavorites)
    .where(eq(advertFavorites.userId, userId))
    .orderBy(desc(advertFavorites.createdAt), desc(advertFavorites.advertId));
  return rows.map((row) => row.id);
}

export async function listFavorites(db: Db, scope: CardScope, userId: number, categoryId: number | undefined) {
  const category = categoryId === undefined ? sql`TRUE` : sql`a.category_id = ${categoryId}`;
  const { cards } = await readCards(
    db,
    scope,
    sql`${LISTED} AND ${category} AND EXISTS (SELECT 1 FROM advert_favorites f WHERE f.advert_id = a.id AND f.user_id = ${userId})`,
    sql`(SELECT f.created_at FROM advert_favorites f WHERE f.advert_id = a.id AND f.user_id = ${userId}) DESC, a.id DESC`,
    { limit: FAVORITES_MAX, offset: 0 },
  );
  return { data: cards, advert_ids: await favoriteIds(db, userId) };
}

export async function addFavorite(db: Db, siteId: number, userId: number, advertId: number, now: number) {
  const [advert] = rowsOf<{ id: number }>(
    await db.execute(sql`SELECT a.id FROM adverts a WHERE a.id = ${advertId} AND a.site_id = ${siteId} AND ${LISTED}`),
  );
  if (!advert) throw notFound('Advert');
  await db
    .insert(advertFavorites)
    .values({ userId, advertId, createdAt: new Date(now) })
    .onConflictDoNothing();
  return { advert_ids: await favoriteIds(db, userId) };
}

/** Removing is allowed whatever the advert became (an unpublished one's heart must go too); not the shopper's: 404. */
export async function removeFavorite(db: Db, userId: number, advertId: number) {
  const removed = await db
    .delete(advertFavorites)
    .where(and(eq(advertFavorites.userId, userId), eq(advertFavorites.advertId, advertId)))
    .returning({ id: advertFavorites.advertId });
  if (!removed.length) throw notFound('Favourite');
  return { advert_ids: await favoriteIds(db, userId) };
}
