// The companies a shopper buys for (migration 0015). A new one is `pending` until the shop
// confirms it; the shopper edits only their own.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

import { users } from './accounts.ts';
import { updatedAt } from './updated-at.ts';

export type CompanyStatus = 'pending' | 'active' | 'rejected';

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    fiscalCode: text('fiscal_code').notNull(),
    legalAddress: text('legal_address').notNull().default(''),
    status: text('status').$type<CompanyStatus>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('companies_user_idx').on(t.userId, t.createdAt),
    check('companies_status_check', sql`${t.status} IN ('pending', 'active', 'rejected')`),
  ],
);
