// base/act-view: a company buyer's acts. Only the acts of the caller's own companies in the request's
// shop are found: another user's act, or a list filtered by another user's company, is a 404 as if
// it did not exist. The list's dates apply only when both are given (spec 5), whole UTC days.
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';

import { ACTS_PAGE_SIZE, type ActDetail, type ActList, type ActListQuery } from '@vitrina/contract';

import type { Db } from '../db/client.ts';
import { companies, orderActs, orderLines, orders } from '../db/schema/index.ts';
import { HttpError, notFound } from '../plugins/errors.ts';
import { actDetailView, actView } from './act-view.ts';

/** The day after a date, for an end date that includes its whole day. */
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);

const owned = (siteId: number, userId: number) => and(eq(orderActs.siteId, siteId), eq(companies.userId, userId))!;

async function checkCompany(db: Db, userId: number, companyId: number) {
  const [own] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), eq(companies.userId, userId)));
  if (!own) throw new HttpError(404, 'not_found', 'Company not found', { company_id: ['not_found'] });
}

function filtersOf(query: ActListQuery): SQL[] {
  const where: SQL[] = [];
  if (query.company_id) where.push(eq(orderActs.companyId, query.company_id));
  if (query.start_date && query.end_date)
    where.push(
      gte(orderActs.issuedAt, new Date(`${query.start_date}T00:00:00Z`)),
      lt(orderActs.issuedAt, dayAfter(query.end_date)),
    );
  return where;
}

const ACT_COLUMNS = { act: orderActs, currency: orders.currency, totalMinor: orders.totalMinor };

export async function listActs(db: Db, siteId: number, userId: number, query: ActListQuery): Promise<ActList> {
  if (query.company_id) await checkCompany(db, userId, query.company_id);
  const where = and(owned(siteId, userId), ...filtersOf(query));
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(orderActs).innerJoin(companies, eq(companies.id, orderActs.companyId)).where(where),
    db
      .select(ACT_COLUMNS)
      .from(orderActs)
      .innerJoin(companies, eq(companies.id, orderActs.companyId))
      .innerJoin(orders, eq(orders.id, orderActs.orderId))
      .where(where)
      .orderBy(desc(orderActs.issuedAt), desc(orderActs.id))
      .limit(ACTS_PAGE_SIZE)
      .offset((query.page - 1) * ACTS_PAGE_SIZE),
  ]);
  const totalCount = Number(total?.n ?? 0);
  return {
    data: rows.map((row) => actView(row.act, row)),
    totalCount,
    pages: Math.max(1, Math.ceil(totalCount / ACTS_PAGE_SIZE)),
  };
}

export async function readAct(db: Db, siteId: number, userId: number, id: number): Promise<ActDetail> {
  const [row] = await db
    .select({ act: orderActs, order: orders })
    .from(orderActs)
    .innerJoin(companies, eq(companies.id, orderActs.companyId))
    .innerJoin(orders, eq(orders.id, orderActs.orderId))
    .where(and(owned(siteId, userId), eq(orderActs.id, id)));
  if (!row) throw notFound('Act');
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, row.order.id));
  return actDetailView(row.act, row.order, lines);
}
