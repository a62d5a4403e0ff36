// Product reviews written by shoppers, with like and dislike counts.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

import { products } from './catalog.ts';
import { sites } from './sites.ts';

export const productReviews = pgTable(
  'product_reviews',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    likes: integer('likes').notNull().default(0),
    dislikes: integer('dislikes').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('product_reviews_product_idx').on(t.productId, t.createdAt)],
);
