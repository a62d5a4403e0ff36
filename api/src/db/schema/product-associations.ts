// Associated products (migration 0020): for a product, the ones the shop offers with it after an add,
// in the shop's order. Explicit rows rather than a rule such as "the same category": a product
// without rows has none, so adding it goes straight to the cart drawer.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';

import { products } from './catalog.ts';

export const productAssociations = pgTable(
  'product_associations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Offered with `productId`; read only while it is active, available and of the same shop. */
    associatedId: integer('associated_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The shop's order: lowest first. */
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.associatedId] }),
    // Deleting a product removes the rows naming it as the associated one: found through this index.
    index('product_associations_associated_idx').on(t.associatedId),
    check('product_associations_not_self_check', sql`${t.productId} <> ${t.associatedId}`),
  ],
);
