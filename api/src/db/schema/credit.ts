// Credit (migration 0026): each shop's lenders' programs, and the applications made with them. A
// program offers some terms at a monthly rate for amounts in a range, optionally only on some
// products or categories. An application keeps the terms and the schedule the server computed when
// it was made (lender, rate, amounts), so a later change of the program never rewrites it: a
// product's credit request (calculator/credit-request) or an order placed on credit (one per order).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import type { CREDIT_REQUEST_STATUSES } from '@vitrina/contract';
import type { Locale } from '@vitrina/domain';

import { users } from './accounts.ts';
import { products } from './catalog.ts';
import { stores } from './delivery.ts';
import { orders } from './orders.ts';
import { sites } from './sites.ts';

export type CreditApplicationKind = 'product' | 'order';
export type CreditApplicationStatus = (typeof CREDIT_REQUEST_STATUSES)[number];

const ids = (name: string) =>
  integer(name)
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`);

export const creditPrograms = pgTable(
  'credit_programs',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** The lender's key (iute, maib, ...) and the name it trades under. */
    lender: text('lender').notNull(),
    lenderName: text('lender_name').notNull(),
    /** Translated: { ro, ru, uk, en }. */
    title: jsonb('title').notNull(),
    /** The terms offered, in months. */
    months: integer('months').array().notNull(),
    /** Hundredths of a percent a month: 250 is 2.5 %. */
    monthlyRateBp: integer('monthly_rate_bp').notNull(),
    minAmountMinor: integer('min_amount_minor').notNull(),
    maxAmountMinor: integer('max_amount_minor').notNull(),
    /** Lends only on these products or the products of these categories (or their subcategories); both empty: on all. */
    productIds: ids('product_ids'),
    categoryIds: ids('category_ids'),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('credit_programs_site_idx').on(t.siteId, t.position),
    check(
      'credit_programs_months_check',
      sql`cardinality(${t.months}) > 0 AND 1 <= ALL(${t.months}) AND 120 >= ALL(${t.months})`,
    ),
    check('credit_programs_rate_check', sql`${t.monthlyRateBp} BETWEEN 0 AND 10000`),
    check('credit_programs_amounts_check', sql`${t.minAmountMinor} > 0 AND ${t.maxAmountMinor} >= ${t.minAmountMinor}`),
  ],
);

export const creditApplications = pgTable(
  'credit_applications',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CreditApplicationKind>().notNull(),
    /** The order placed on credit (kind order); the application goes with it. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** The product asked about (kind product) and how many; null once the shop deleted it. */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    count: numeric('count', { precision: 8, scale: 3, mode: 'number' }),
    programId: integer('program_id').references(() => creditPrograms.id, { onDelete: 'set null' }),
    lender: text('lender').notNull(),
    months: integer('months').notNull(),
    monthlyRateBp: integer('monthly_rate_bp').notNull(),
    currency: text('currency').notNull(),
    principalMinor: integer('principal_minor').notNull(),
    monthlyMinor: integer('monthly_minor').notNull(),
    lastPaymentMinor: integer('last_payment_minor').notNull(),
    totalMinor: integer('total_minor').notNull(),
    overpaymentMinor: integer('overpayment_minor').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A product request's contact (name, phone, e-mail); an order's is the order's. */
    contact: jsonb('contact'),
    /** The store the shopper will come to (calculator/filials). */
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'set null' }),
    comment: text('comment'),
    status: text('status').$type<CreditApplicationStatus>().notNull().default('received'),
    /**
     * A product request's Idempotency-Key (migration 0028) with whose it is (`user:<id>`, `guest:<token>`,
     * or `anonymous`) and the hash of the body that took it: the same press sent again answers this row.
     */
    requester: text('requester'),
    idempotencyKey: text('idempotency_key'),
    bodyHash: text('body_hash'),
    /** The application's language: its letter was written in it. */
    lang: text('lang').$type<Locale>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_applications_order_idx').on(t.orderId),
    uniqueIndex('credit_applications_key_idx')
      .on(t.siteId, t.requester, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} IS NOT NULL`),
    // The shop's list of applications, newest first.
    index('credit_applications_site_created_idx').on(t.siteId, t.createdAt),
    check('credit_applications_kind_check', sql`${t.kind} IN ('product', 'order')`),
    check(
      'credit_applications_subject_check',
      sql`(${t.kind} = 'order') = (${t.orderId} IS NOT NULL) AND (${t.kind} = 'order' OR ${t.contact} IS NOT NULL)`,
    ),
    check('credit_applications_status_check', sql`${t.status} IN ('received', 'approved', 'declined')`),
    check(
      'credit_applications_key_check',
      sql`(${t.idempotencyKey} IS NULL) = (${t.bodyHash} IS NULL) AND (${t.idempotencyKey} IS NULL) = (${t.requester} IS NULL)`,
    ),
    check(
      'credit_applications_sums_check',
      sql`${t.months} > 0 AND ${t.principalMinor} > 0 AND ${t.monthlyMinor} > 0 AND ${t.lastPaymentMinor} > 0 AND ${t.totalMinor} >= ${t.principalMinor}`,
    ),
  ],
);
