// A shopper's orders: the history with the spec's filters (page, search, status, dates, company)
// and one order. Only the owner finds an order; anyone else's id is a 404, as if it did not exist.
import { and, count, desc, eq, exists, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';

import type { Order } from '@vitrina/contract';

import type { CartOwner } from '../cart/owner.ts';
import type { Db } from '../db/client.ts';
import { orderLines, orders, type OrderStatus } from '../db/schema/index.ts';
import { notFound } from '../plugins/errors.ts';
import { orderView } from './order-view.ts';

export const ORDERS_PAGE_SIZE = 10;

export interface OrderFilters {
  page: number;
  search?: string | undefined;
  status?: OrderStatus | undefined;
  start_date?: string | undefined;
  end_date?: string | undefined;
  company_id?: number | undefined;
}

function ownedBy(siteId: number, owner: CartOwner): SQL {
  return owner.kind === 'user'
    ? and(eq(orders.siteId, siteId), eq(orders.userId, owner.userId))!
    : and(eq(orders.siteId, siteId), eq(orders.guestToken, owner.token), isNull(orders.userId))!;
}

/** The day after a date, for an end date that includes its whole day. */
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);

function filtersOf(filters: OrderFilters): SQL[] {
  const where: SQL[] = [];
  if (filters.status) where.push(eq(orders.status, filters.status));
  if (filters.company_id) where.push(eq(orders.companyId, filters.company_id));
  if (filters.start_date) where.push(gte(orders.createdAt, new Date(`${filters.start_date}T00:00:00Z`)));
  if (filters.end_date) where.push(lt(orders.createdAt, dayAfter(filters.end_date)));
  const search = filters.search?.trim();
  if (search) {
    const byTitle = exists(
      sql`(SELECT 1 FROM ${orderLines} WHERE ${orderLines.orderId} = ${orders.id} AND ${ilike(
        orderLines.title,
        `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
      )})`,
    );
    where.push(/^\d{1,9}$/.test(search) ? or(eq(orders.id, Number(search)), byTitle)! : byTitle);
  }
  return where;
}

async function withLines(db: Db, rows: (typeof orders.$inferSelect)[]): Promise<Order[]> {
  if (!rows.length) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) =>
    orderView(
      row,
      lines.filter((line) => line.orderId === row.id),
    ),
  );
}

export async function listOrders(db: Db, siteId: number, owner: CartOwner, filters: OrderFilters) {
  const where = and(ownedBy(siteId, owner), ...filtersOf(filters));
  const [total] = await db.select({ n: count() }).from(orders).where(where);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDERS_PAGE_SIZE)
    .offset((filters.page - 1) * ORDERS_PAGE_SIZE);
  const totalCount = Number(total?.n ?? 0);
  return { data: await withLines(db, rows), totalCount, pages: Math.max(1, Math.ceil(totalCount / ORDERS_PAGE_SIZE)) };
}

/**
 * A guest's orders join the account the same browser signs in to (the proxy sends both the bearer
 * and the browser's guest token): bought as a guest, they are in the history after signing in.
 */
export async function adoptGuestOrders(db: Db, siteId: number, userId: number, guestToken: string): Promise<void> {
  await db
    .update(orders)
    .set({ userId, guestToken: null })
    .where(and(eq(orders.siteId, siteId), eq(orders.guestToken, guestToken), isNull(orders.userId)));
}

export async function readOrder(db: Db, siteId: number, owner: CartOwner, id: number): Promise<Order> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(ownedBy(siteId, owner), eq(orders.id, id)));
  if (!row) throw notFound('Order');
  return (await withLines(db, [row]))[0]!;
}
