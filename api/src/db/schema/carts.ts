// The server cart (migration 0018): one cart per shop and owner, where the owner is a signed-in user
// or a guest's anonymous user_token, and its lines. A line keeps only what the shopper chose (the
// product, how many, whether it is paid with loyalty points): prices are read from the product on
// every answer, so a line can never carry a price a request made up.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { users } from './accounts.ts';
import { products } from './catalog.ts';
import { sites } from './sites.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestToken: text('guest_token'),
    /** Set from the API's clock on every change: what a sweep of forgotten guest carts reads. */
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // Exactly one owner, and one cart per owner, even when two first adds race.
    check('carts_owner_check', sql`(${t.userId} IS NULL) <> (${t.guestToken} IS NULL)`),
    uniqueIndex('carts_user_idx')
      .on(t.siteId, t.userId)
      .where(sql`${t.userId} IS NOT NULL`),
    uniqueIndex('carts_guest_idx')
      .on(t.siteId, t.guestToken)
      .where(sql`${t.guestToken} IS NOT NULL`),
    index('carts_updated_idx').on(t.updatedAt),
  ],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Up to 99999 with 3 decimals (goods sold by weight), always above 0: a count of 0 is no line. */
    count: numeric('count', { precision: 8, scale: 3, mode: 'number' }).notNull(),
    loyaltyChecked: boolean('loyalty_checked').notNull().default(false),
    /** Lines are listed in the order they were first added. */
    addedAt: at('added_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.productId] }),
    index('cart_lines_product_idx').on(t.productId),
    check('cart_lines_count_check', sql`${t.count} > 0`),
  ],
);
