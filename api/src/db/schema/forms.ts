// Forms aggregate: what shoppers send through the storefront's forms, and the used bot-check
// challenges (so a solved challenge is accepted once).
import { sql } from 'drizzle-orm';
import { customType, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import { sites } from './sites.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres gives a Buffer, PGlite a Uint8Array: one type for the code above.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Consultation, partner and 'want to order' requests: `kind` names the contract schema of `payload`. */
export const formRequests = pgTable(
  'form_requests',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    lang: text('lang').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('form_requests_site_kind_idx').on(t.siteId, t.kind, t.createdAt)],
);

/** One row per address and site: subscribing again changes nothing. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    lang: text('lang').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [uniqueIndex('newsletter_site_email_idx').on(t.siteId, t.email)],
);

/** Résumés with their file in the row: one backup, one transaction, any API node can read it. */
export const resumes = pgTable(
  'resumes',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    vacancyId: integer('vacancy_id'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull().default(''),
    lang: text('lang').notNull(),
    fileName: text('file_name').notNull(),
    fileType: text('file_type').notNull(),
    fileSize: integer('file_size').notNull(),
    fileSha256: text('file_sha256').notNull(),
    file: bytea('file').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('resumes_site_idx').on(t.siteId, t.createdAt)],
);

/** Salts of accepted proof-of-work solutions, kept until they expire. */
export const formChallengeUses = pgTable(
  'form_challenge_uses',
  {
    salt: text('salt').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('form_challenge_uses_expiry_idx').on(t.expiresAt)],
);
