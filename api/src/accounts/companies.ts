// The companies a shopper buys for. `create-company` keeps one company (made, or changed when there
// is one already); `create-company-multi` adds another. Either way the shopper then buys as a
// company (group_user_type 2). Another user's company is a 404.
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';

import {
  COMPANY_PAGE_SIZE,
  GROUP_USER_TYPES,
  type Company,
  type companyEditRequest,
  type companyFields,
  type companyListQuery,
} from '@vitrina/contract';

import type { Db } from '../db/client.ts';
import { companies, users } from '../db/schema/index.ts';
import { notFound } from '../plugins/errors.ts';

type CompanyRow = typeof companies.$inferSelect;
type NewCompany = z.infer<typeof companyFields>;

export const companyOf = (row: CompanyRow): Company => ({
  id: row.id,
  name: row.name,
  fiscal_code: row.fiscalCode,
  legal_address: row.legalAddress,
  status: row.status,
  created_at: row.createdAt.toISOString(),
});

const values = (form: Partial<NewCompany>) =>
  Object.fromEntries(
    Object.entries({ name: form.name, fiscalCode: form.fiscal_code, legalAddress: form.legal_address }).filter(
      ([, value]) => value !== undefined,
    ),
  );

const own = (userId: number, id: number) => and(eq(companies.id, id), eq(companies.userId, userId));

export async function createCompany(db: Db, userId: number, form: NewCompany, mode: 'single' | 'multi', now: number) {
  return db.transaction(async (tx) => {
    await tx.update(users).set({ groupTypeId: GROUP_USER_TYPES.company }).where(eq(users.id, userId));
    const [existing] =
      mode === 'single'
        ? await tx.select().from(companies).where(eq(companies.userId, userId)).orderBy(companies.id).limit(1)
        : [];
    const [row] = existing
      ? await tx.update(companies).set(values(form)).where(own(userId, existing.id)).returning()
      : await tx
          .insert(companies)
          .values({ userId, ...values(form), createdAt: new Date(now) } as typeof companies.$inferInsert)
          .returning();
    return companyOf(row!);
  });
}

export async function editCompany(db: Db, userId: number, id: number, form: z.infer<typeof companyEditRequest>) {
  const changes = values(form);
  const [row] = Object.keys(changes).length
    ? await db.update(companies).set(changes).where(own(userId, id)).returning()
    : await db.select().from(companies).where(own(userId, id));
  if (!row) throw notFound('Company');
  return companyOf(row);
}

const DAY_MS = 86_400_000;

/** Filters as the spec lists them; dates are whole UTC days, both ends included. */
function filters(userId: number, query: z.infer<typeof companyListQuery>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(companies.userId, userId)];
  if (query.search) {
    // strpos, not LIKE: a % or _ the shopper types is a character, not a wildcard.
    const needle = query.search.toLowerCase();
    conditions.push(
      sql`(strpos(lower(${companies.name}), ${needle}) > 0 OR strpos(${companies.fiscalCode}, ${needle}) > 0)`,
    );
  }
  if (query.status !== 'all') conditions.push(eq(companies.status, query.status));
  if (query.start_date) conditions.push(gte(companies.createdAt, new Date(`${query.start_date}T00:00:00Z`)));
  if (query.end_date) {
    conditions.push(lt(companies.createdAt, new Date(Date.parse(`${query.end_date}T00:00:00Z`) + DAY_MS)));
  }
  return and(...conditions);
}

export async function listCompanies(db: Db, userId: number, query: z.infer<typeof companyListQuery>) {
  const where = filters(userId, query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(companies)
      .where(where)
      .orderBy(desc(companies.createdAt), desc(companies.id))
      .limit(COMPANY_PAGE_SIZE)
      .offset((query.page - 1) * COMPANY_PAGE_SIZE),
    db.select({ n: count() }).from(companies).where(where),
  ]);
  const totalCount = total?.n ?? 0;
  return { data: rows.map(companyOf), totalCount, pages: Math.ceil(totalCount / COMPANY_PAGE_SIZE) };
}
