// Quote requests (migration 0021): what a shopper asked the shop to price, with a contact, owned
// like the cart by exactly one of a user or a guest token. A line keeps a copy of the product as it
// was asked about (title, code, price and currency), so the request reads the same after the
// product's price changes or the product goes (its product_id then becomes null).
import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

import type { Locale } from '@vitrina/domain';

import { users } from './accounts.ts';
import { products } from './catalog.ts';
import { sites } from './sites.ts';

export type QuoteStatus = 'new';

export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestToken: text('guest_token'),
    contactName: text('contact_name').notNull(),
    /** Lower-cased, as the forms keep addresses. */
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone'),
    comment: text('comment'),
    /** The request's language: its letter was written in it, and the shop answers in it. */
    lang: text('lang').$type<Locale>().notNull(),
    status: text('status').$type<QuoteStatus>().notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('quote_requests_owner_check', sql`(${t.userId} IS NULL) <> (${t.guestToken} IS NULL)`),
    check('quote_requests_status_check', sql`${t.status} IN ('new')`),
    // The shop's list of requests, newest first.
    index('quote_requests_site_created_idx').on(t.siteId, t.createdAt),
  ],
);

export const quoteRequestLines = pgTable(
  'quote_request_lines',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    /** The shopper's order of the lines. */
    position: integer('position').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** Up to 99999 with 3 decimals, as a cart line's. */
    count: numeric('count', { precision: 8, scale: 3, mode: 'number' }).notNull(),
    /** What the shopper would pay for one unit; null when they named no price. */
    targetPriceMinor: integer('target_price_minor'),
    /** The shop's price of one unit when the request was made, read from the database, never the request. */
    priceAtRequestMinor: integer('price_at_request_minor').notNull(),
    currency: text('currency').notNull(),
    /** The title in the request's language, and the product code, as they were. */
    title: text('title').notNull(),
    code: text('code').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.position] }),
    // Deleting a product nulls the lines naming it: found through this index.
    index('quote_request_lines_product_idx').on(t.productId),
    check('quote_request_lines_count_check', sql`${t.count} > 0`),
    check('quote_request_lines_target_price_check', sql`${t.targetPriceMinor} IS NULL OR ${t.targetPriceMinor} >= 0`),
  ],
);
