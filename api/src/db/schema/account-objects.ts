// What a shopper keeps in the account (migration 0015): delivery addresses (one default at most)
// and server favourites. Both belong to one user and go with the account.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { users } from './accounts.ts';
import { products } from './catalog.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const deliveryAddresses = pgTable(
  'delivery_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cityId: integer('city_id').notNull(),
    streetId: integer('street_id').notNull(),
    building: text('building').notNull(),
    apartment: text('apartment').notNull().default(''),
    note: text('note').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('delivery_addresses_user_idx').on(t.userId),
    // The database keeps "one default per user" even if two requests race.
    uniqueIndex('delivery_addresses_default_idx')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);
