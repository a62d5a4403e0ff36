// Removes guest carts nobody has touched for GUEST_CART_TTL_MS. A guest cart is reached only through
// its browser's user_token cookie: once the shopper has gone, nothing can read it, yet it keeps its
// lines and holds its promo use. Its lines and that use go with it (ON DELETE CASCADE): a held use
// is released, not spent, so a single-use code a guest never ordered with is free again. Uses an
// order spent have no cart and stay counted. Users' carts stay: a signed-in shopper's cart is
// theirs for as long as the account lives.
import { sql } from 'drizzle-orm';

import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * 90 days without a change. Every edit, merge and applied code moves updated_at, so a shopper who
 * comes back within a season finds their cart; the user_token cookie itself lives a year (the
 * gateway's guest identity), but a cart forgotten for three months is stale: prices and stock
 * moved on, and the rows of one-time visitors would otherwise pile up for ever.
 */
export const GUEST_CART_TTL_MS = 90 * DAY_MS;

/** Rows per DELETE: each statement locks and removes a bounded number, so carts in use never wait long. */
export const STALE_CART_BATCH = 1000;

/**
 * Deletes the stale guest carts in batches; answers how many went. The outer WHERE repeats the
 * test on the row it deletes: a cart an edit touched (and locked) meanwhile is read again after the
 * edit commits, and is no longer stale, so it stays.
 */
export async function sweepStaleGuestCarts(db: Db, nowMs: number, batch = STALE_CART_BATCH): Promise<number> {
  const before = new Date(nowMs - GUEST_CART_TTL_MS).toISOString();
  let removed = 0;
  for (;;) {
    const gone = rowsOf<{ id: number }>(
      await db.execute(sql`DELETE FROM carts WHERE user_id IS NULL AND updated_at < ${before}::timestamptz
        AND id IN (SELECT id FROM carts WHERE user_id IS NULL AND updated_at < ${before}::timestamptz LIMIT ${batch})
        RETURNING id`),
    ).length;
    removed += gone;
    if (gone < batch) return removed;
  }
}
