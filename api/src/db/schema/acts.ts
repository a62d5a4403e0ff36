// Acts (migration 0026): the delivery/acceptance statement of an order placed for a company, issued
// once when the order first becomes paid or completed. A database trigger on orders issues it
// (issue_order_act), so every writer (the payment callback, a shop's tool, a hand-written UPDATE)
// issues acts alike: numbered in the shop's own sequence with no gap or repeat (the trigger takes a
// per-shop advisory lock), dated by the order's updated_at, with the company's name copied.
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import { companies } from './companies.ts';
import { orders } from './orders.ts';
import { sites } from './sites.ts';

export const orderActs = pgTable(
  'order_acts',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    companyName: text('company_name').notNull(),
    /** 1, 2, 3, ... per shop: the act's number is `A-` and this, zero-padded. */
    seq: integer('seq').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('order_acts_order_idx').on(t.orderId),
    uniqueIndex('order_acts_site_seq_idx').on(t.siteId, t.seq),
    // A company's acts, newest first.
    index('order_acts_company_issued_idx').on(t.companyId, t.issuedAt),
  ],
);
