// Promo codes (migration 0019): a shop's codes and their uses. A use is claimed when a code is
// applied to a cart and held by that cart (cart_id set) until the cart's contents change, which
// releases it; checkout (the next issue) keeps it by clearing cart_id. Counting use rows under a
// lock of the code's row is the one record of how often a code was used: no counter to drift.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import { users } from './accounts.ts';
import { carts } from './carts.ts';
import { sites } from './sites.ts';

export type PromoType = 'general' | 'product';
export type PromoValueType = 'percent' | 'value';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** As the shop wrote it; shoppers may type it in any case (the unique index is on lower(code)). */
    code: text('code').notNull(),
    /** general: every line of the cart; product: only the lines of `product_ids`. */
    type: text('type').$type<PromoType>().notNull(),
    valueType: text('value_type').$type<PromoValueType>().notNull(),
    /** A whole percent (1-100), or minor units off (each unit for product codes, the goods for general ones). */
    value: integer('value').notNull(),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    /** Uses of all shoppers together; null: no limit. */
    maxUses: integer('max_uses'),
    /** Uses of one shopper (an account, or a guest's user_token); null: no limit. */
    maxUsesPerUser: integer('max_uses_per_user'),
    /** Used once in all: the first shopper to apply it has it. */
    singleUse: boolean('single_use').notNull().default(false),
    productIds: integer('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_codes_site_code_idx').on(t.siteId, sql`lower(${t.code})`),
    check('promo_codes_type_check', sql`${t.type} IN ('general', 'product')`),
    check('promo_codes_value_type_check', sql`${t.valueType} IN ('percent', 'value')`),
    check('promo_codes_value_check', sql`${t.value} > 0 AND (${t.valueType} = 'value' OR ${t.value} <= 100)`),
  ],
);

export const promoCodeUses = pgTable(
  'promo_code_uses',
  {
    id: serial('id').primaryKey(),
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    /** The cart holding the use; one code per cart. Deleting the cart releases its use. */
    cartId: integer('cart_id').references(() => carts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestToken: text('guest_token'),
    usedAt: at('used_at').notNull(),
  },
  (t) => [
    uniqueIndex('promo_code_uses_cart_idx').on(t.cartId),
    index('promo_code_uses_code_idx').on(t.promoCodeId, t.userId, t.guestToken),
  ],
);
