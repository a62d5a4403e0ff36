// Orders (migration 0024): a cart turned into an order (or a one-click or pre-order of one product,
// 0025), owned like the cart by exactly one of a user or a guest token. An order keeps what was sold as it was sold (lines copy code, title and price;
// the order its sums, contact and delivery), so a later price change never rewrites it. An order
// request makes creation idempotent: one row per (shop, owner, Idempotency-Key) with the hash of the
// body that took the key, naming the order it made.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

import type { ORDER_KINDS, ORDER_STATUSES, OrderDeliveryNames, PAYMENT_METHODS } from '@vitrina/contract';
import type { Locale } from '@vitrina/domain';

import { users } from './accounts.ts';
import { products } from './catalog.ts';
import { companies } from './companies.ts';
import { sites } from './sites.ts';

export type OrderKind = (typeof ORDER_KINDS)[number];
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    guestToken: text('guest_token'),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    kind: text('kind').$type<OrderKind>().notNull().default('cart'),
    status: text('status').$type<OrderStatus>().notNull().default('new'),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    /** The online payment made for it (api/src/payment), once one was started. */
    paymentId: text('payment_id'),
    /** Where the shopper pays that payment (the provider's page), while it can still be paid. */
    payUrl: text('pay_url'),
    /** The payment whose receipt was mailed (migration 0025): set once, so a receipt goes once. */
    receiptPaymentId: text('receipt_payment_id'),
    currency: text('currency').notNull(),
    goodsMinor: integer('goods_minor').notNull(),
    discountMinor: integer('discount_minor').notNull(),
    deliveryMinor: integer('delivery_minor').notNull(),
    totalMinor: integer('total_minor').notNull(),
    promoCode: text('promo_code'),
    contact: jsonb('contact').notNull(),
    delivery: jsonb('delivery').notNull(),
    /** What the shopper saw of the delivery, named in the order's language when it was placed (migration 0028). */
    deliveryNames: jsonb('delivery_names').$type<OrderDeliveryNames>(),
    /** The company's name when the order was placed for it (0028): kept if the company is renamed or deleted. */
    companyName: text('company_name'),
    comment: text('comment'),
    /** The order's language: its letters are written in it. */
    lang: text('lang').$type<Locale>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('orders_kind_check', sql`${t.kind} IN ('cart', 'one_click', 'pre_order')`),
    check(
      'orders_status_check',
      sql`${t.status} IN ('new', 'awaiting_payment', 'paid', 'payment_failed', 'cancelled', 'completed')`,
    ),
    check('orders_payment_method_check', sql`${t.paymentMethod} IN ('cash', 'card_on_delivery', 'online', 'credit')`),
    check(
      'orders_sums_check',
      sql`${t.goodsMinor} >= 0 AND ${t.discountMinor} >= 0 AND ${t.deliveryMinor} >= 0 AND ${t.totalMinor} >= 0`,
    ),
    // A shopper's history, newest first.
    index('orders_site_user_created_idx').on(t.siteId, t.userId, t.createdAt),
    index('orders_site_guest_created_idx').on(t.siteId, t.guestToken, t.createdAt),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    code: text('code').notNull(),
    /** In the order's language, as it was. */
    title: text('title').notNull(),
    count: numeric('count', { precision: 8, scale: 3, mode: 'number' }).notNull(),
    /** One unit's price when sold, and the promo's discount on one unit. */
    priceMinor: integer('price_minor').notNull(),
    discountMinor: integer('discount_minor').notNull(),
    lineTotalMinor: integer('line_total_minor').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.position] }),
    index('order_lines_product_idx').on(t.productId),
    check('order_lines_count_check', sql`${t.count} > 0`),
  ],
);

export const orderRequests = pgTable(
  'order_requests',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** `user:<id>` or `guest:<token>`: a key is the owner's own. */
    owner: text('owner').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    bodyHash: text('body_hash').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'order_requests_pk', columns: [t.siteId, t.owner, t.idempotencyKey] })],
);
