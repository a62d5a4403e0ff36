// Shoppers' accounts (migration 0013): users of one shop, their sign-in sessions (one refresh-token
// family each) and the single-use tokens of e-mailed links.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { sites } from './sites.ts';
import { updatedAt } from './updated-at.ts';

export type UserStatus = 'active' | 'inactive';
export type SessionEndReason = 'logout' | 'password_changed' | 'password_reset' | 'refresh_reused';
export type OneTimePurpose = 'activation' | 'password_reset' | 'account_deletion';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** An account belongs to one shop: the same address may register in another, separately. */
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** Kept lower-cased; the unique index compares lower-cased too, so no writer can make a twin. */
    email: text('email').notNull(),
    /** argon2id in PHC form (parameters inside), see auth/passwords.ts. */
    passwordHash: text('password_hash').notNull(),
    /** `inactive` until the e-mailed activation link is opened, and when the shop deactivates it. */
    status: text('status').$type<UserStatus>().notNull().default('inactive'),
    /** When the activation link was opened: an account the shop deactivated cannot activate itself again. */
    activatedAt: at('activated_at'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    birthday: date('birthday', { mode: 'string' }),
    /** group_user_type: 1 individual, 2 company (the profile step switches it). */
    groupTypeId: integer('group_type_id').notNull().default(1),
    /** The profile's can_use_promocode (migration 0019): false refuses every promo code. */
    canUsePromocode: boolean('can_use_promocode').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_site_email_idx').on(t.siteId, sql`lower(${t.email})`),
    check('users_status_check', sql`${t.status} IN ('active', 'inactive')`),
  ],
);

/**
 * One sign-in: its refresh tokens form a family. Each refresh token carries the generation it was
 * issued at; only the current one may be exchanged, and an older one coming back means it was
 * copied, so the family ends. Access tokens carry the session id and die with it.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    generation: integer('generation').notNull().default(0),
    createdAt: at('created_at').notNull(),
    refreshedAt: at('refreshed_at').notNull(),
    /** The absolute end: no refresh goes past it, however often the session is used. */
    expiresAt: at('expires_at').notNull(),
    endedAt: at('ended_at'),
    endReason: text('end_reason').$type<SessionEndReason>(),
  },
  (t) => [
    index('auth_sessions_user_idx').on(t.userId),
    check(
      'auth_sessions_end_reason_check',
      sql`${t.endReason} IN ('logout', 'password_changed', 'password_reset', 'refresh_reused')`,
    ),
  ],
);

/** Activation, password-reset and account-deletion links: only the SHA-256 of the token is kept, used once. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<OneTimePurpose>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [
    index('one_time_tokens_user_idx').on(t.userId, t.purpose),
    check('one_time_tokens_purpose_check', sql`${t.purpose} IN ('activation', 'password_reset', 'account_deletion')`),
  ],
);
