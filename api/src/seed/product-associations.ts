// Demo associated products for every shop, so the associated-products window can be tried: the
// shop's five top products (by sort priority) each offer 3 or 4 others, from their own category first,
// then from its sibling categories (the same parent). Every other product has none, and adding it
// opens the cart drawer straight away. Deterministic: the same catalogue gives the same rows.
import { sql } from 'drizzle-orm';

import type { Db } from '../db/client.ts';
import { sites } from '../db/schema/index.ts';

export const ASSOCIATED_SEED_PRODUCTS = 5;

/** One statement per shop: the top products, each with its chosen neighbours numbered by position. */
async function seedShop(db: Db, siteId: number) {
  await db.execute(sql`INSERT INTO product_associations (product_id, associated_id, position)
    SELECT top.id, pick.id, pick.position
    FROM (SELECT id, category_id, row_number() OVER (ORDER BY sort_priority DESC, id) AS rank
          FROM products WHERE site_id = ${siteId} AND active AND available
          ORDER BY sort_priority DESC, id LIMIT ${ASSOCIATED_SEED_PRODUCTS}) top
    JOIN categories own ON own.id = top.category_id
    CROSS JOIN LATERAL (
      SELECT p.id, row_number() OVER (ORDER BY (p.category_id = top.category_id) DESC, p.sort_priority DESC, p.id) - 1
        AS position
      FROM products p JOIN categories c ON c.id = p.category_id
      WHERE p.site_id = ${siteId} AND p.active AND p.available AND p.id <> top.id
        AND c.site_id = ${siteId} AND c.parent_id IS NOT DISTINCT FROM own.parent_id
      ORDER BY (p.category_id = top.category_id) DESC, p.sort_priority DESC, p.id
      -- 4 for the 1st, 3rd and 5th, 3 for the others: the window is tried with both counts.
      LIMIT 3 + top.rank % 2
    ) pick
    ON CONFLICT DO NOTHING`);
}

export async function seedProductAssociations(db: Db) {
  for (const { id } of await db.select({ id: sites.id }).from(sites)) await seedShop(db, id);
}
