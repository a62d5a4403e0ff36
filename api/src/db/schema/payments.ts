// Online payments (migration 0023): one row per attempt to take money for an order, in the state the
// provider last reported, and every provider event applied to it. The event's id is unique per
// provider, so a callback delivered twice is applied once (payment/settle.ts).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

import type { Locale } from '@vitrina/domain';

import type { PaymentStatus } from '../../payment/status-machine.ts';
import { sites } from './sites.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const payments = pgTable(
  'payments',
  {
    /** Random and unguessable: it is in the hosted page's URL and the status page's. */
    id: text('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** The order this payment is for; filled by the order module (a foreign key once orders exist). */
    orderRef: text('order_ref'),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<PaymentStatus>().notNull().default('created'),
    /** The registry name of the provider that took it: only that provider's events may settle it. */
    provider: text('provider').notNull(),
    description: text('description').notNull(),
    /** Where the shopper goes back to: always on the shop's own origin (payment/return-url.ts). */
    returnUrl: text('return_url').notNull(),
    lang: text('lang').$type<Locale>().notNull(),
    /** All three set from the API's clock (tests move it). */
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    paidAt: at('paid_at'),
  },
  (t) => [
    check('payments_amount_check', sql`${t.amountMinor} > 0`),
    check('payments_status_check', sql`${t.status} IN ('created', 'pending', 'paid', 'declined', 'abandoned')`),
    // An order's payments (a retry after a decline may make another).
    index('payments_site_order_idx').on(t.siteId, t.orderRef),
  ],
);

export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    /** The provider's own id of the event: the same event delivered again has the same id. */
    eventId: text('event_id').notNull(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    status: text('status').$type<PaymentStatus>().notNull(),
    /** When the provider says it happened, and when the API received it. */
    occurredAt: at('occurred_at').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] }), index('payment_events_payment_idx').on(t.paymentId)],
);
