// E-mail and phone changes confirmed with a code (migration 0017): the codes sent to a new address
// or number, the addresses and numbers an account has confirmed, and the account's profile picture.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import { users } from './accounts.ts';
import { sites } from './sites.ts';

export type ContactChannel = 'email' | 'phone';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A code sent to a new address or number: only its argon2id hash is kept, used once, 5 tries. */
export const contactCodes = pgTable(
  'contact_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<ContactChannel>().notNull(),
    /** Where the code went: the address lower-cased, the number as + and digits. */
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    /** Tries so far, right or wrong, counted before the code is compared. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    /** Spent, or retired by a newer code of the same channel. */
    usedAt: at('used_at'),
  },
  (t) => [
    index('contact_codes_user_idx').on(t.userId, t.channel),
    check('contact_codes_channel_check', sql`${t.channel} IN ('email', 'phone')`),
  ],
);

/**
 * Confirmed addresses (besides the sign-in one, users.email) and numbers. An address belongs to one
 * account of a shop, so it can later name the account; so does a sign-in number, and an account
 * has at most one. Other numbers may be shared (a family's landline).
 */
export const userContacts = pgTable(
  'user_contacts',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<ContactChannel>().notNull(),
    value: text('value').notNull(),
    isAuth: boolean('is_auth').notNull().default(false),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('user_contacts_user_value_idx').on(t.userId, t.channel, t.value),
    uniqueIndex('user_contacts_site_email_idx')
      .on(t.siteId, t.value)
      .where(sql`${t.channel} = 'email'`),
    uniqueIndex('user_contacts_site_auth_phone_idx')
      .on(t.siteId, t.value)
      .where(sql`${t.isAuth}`),
    uniqueIndex('user_contacts_user_auth_idx')
      .on(t.userId)
      .where(sql`${t.isAuth}`),
    check('user_contacts_channel_check', sql`${t.channel} IN ('email', 'phone')`),
    check('user_contacts_auth_phone_check', sql`NOT ${t.isAuth} OR ${t.channel} = 'phone'`),
  ],
);

/** The account's picture: a file of DATA_DIR/media/profile-images, named at random for each upload. */
export const profileImages = pgTable('profile_images', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull().unique(),
  updatedAt: at('updated_at').notNull(),
});
