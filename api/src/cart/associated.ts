// associated-products (v1 for one product, v2 for several): what the window offers after an add.
// Only what the shop chose (product_associations), in its order: a product without associations has
// none, so its add opens the cart drawer instead of a window of loosely related products. Only
// active, available products of the same shop are offered, at most 8 (the window shows one row).
import { sql } from 'drizzle-orm';

import type { Currency } from '@vitrina/domain';

import type { LangContext } from '../catalog/localise.ts';
import { CARD_COLUMNS, toCard, type CardRow } from '../catalog/product-card.ts';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { notFound } from '../plugins/errors.ts';
import { shopProducts } from './products.ts';

export const ASSOCIATED_MAX = 8;

/**
 * The associations of the asked products: the first asked product's first, each in its position
 * order. A product associated with two asked ones comes once, where it comes first; the asked
 * products themselves are never offered (the shopper is buying them). Ids of another shop give none.
 */
export async function associatedProducts(
  db: Db,
  site: { id: number; currency: Currency },
  ctx: LangContext,
  ids: readonly number[],
) {
  if (!ids.length) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = rowsOf<CardRow>(
    await db.execute(sql`SELECT * FROM (
        SELECT DISTINCT ON (p.id) ${sql.raw(CARD_COLUMNS)}, asked.n, a.position
        FROM unnest(ARRAY[${list}]::int[]) WITH ORDINALITY AS asked(id, n)
        JOIN products own ON own.id = asked.id AND own.site_id = ${site.id}
        JOIN product_associations a ON a.product_id = own.id
        JOIN products p ON p.id = a.associated_id LEFT JOIN brands b ON b.id = p.brand_id
        WHERE p.site_id = ${site.id} AND p.active AND p.available AND p.id NOT IN (${list})
        ORDER BY p.id, asked.n, a.position
      ) offered ORDER BY n, position, id LIMIT ${ASSOCIATED_MAX}`),
  );
  return rows.map((row) => toCard(row, ctx, site.currency));
}

/** v1: one product, which must be the shop's (another shop's is a 404). */
export async function associatedOf(
  db: Db,
  site: { id: number; currency: Currency },
  ctx: LangContext,
  productId: number,
) {
  if (!(await shopProducts(db, site.id, [productId])).length) throw notFound('Product');
  return associatedProducts(db, site, ctx, [productId]);
}
