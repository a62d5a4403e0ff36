// First-to-know subscriptions (migration 0025): an address that asked for one letter when a product
// of the shop is back in stock, in the language it asked in. One row per (shop, product, address), so
// asking twice is one subscription. The letter job leases a row (claimed_at) before sending, so two
// API nodes never mail it twice, and marks it sent; asking again after the letter arms it again.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import type { Locale } from '@vitrina/domain';

import { products } from './catalog.ts';
import { sites } from './sites.ts';

export const firstToKnow = pgTable(
  'first_to_know',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    lang: text('lang').$type<Locale>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A letter job took it at this time; another job leaves it alone until the lease runs out. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('first_to_know_subscription_idx').on(t.siteId, t.productId, t.email),
    // The job's question: the products with someone still waiting.
    index('first_to_know_waiting_idx')
      .on(t.productId)
      .where(sql`${t.sentAt} IS NULL`),
  ],
);
