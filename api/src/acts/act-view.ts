// An act as its company buyer reads it: the shop's number, the issue date, the company's name as it
// was then, and the order's sums and lines as they were sold (the order's own view), in major units.
import type { Act, ActDetail } from '@vitrina/contract';
import { toMajor } from '@vitrina/domain';

import type { orderActs } from '../db/schema/index.ts';
import { orderView, type OrderLineRow, type OrderRow } from '../orders/order-view.ts';

type ActRow = typeof orderActs.$inferSelect;

/** A-000042: the shop's sequence, zero-padded so the numbers sort as text too. */
export const actNumber = (seq: number) => `A-${String(seq).padStart(6, '0')}`;

export const actView = (act: ActRow, order: Pick<OrderRow, 'currency' | 'totalMinor'>): Act => ({
  id: act.id,
  number: actNumber(act.seq),
  date: act.issuedAt.toISOString().slice(0, 10),
  // Only acts of a company the caller owns are read, so the company is there.
  company_id: act.companyId!,
  company_name: act.companyName,
  order_id: act.orderId,
  currency: order.currency,
  total: toMajor(order.totalMinor),
});

export function actDetailView(act: ActRow, order: OrderRow, lines: readonly OrderLineRow[]): ActDetail {
  const sold = orderView(order, lines);
  return {
    ...actView(act, order),
    goods: sold.goods,
    discount: sold.discount,
    delivery_price: sold.delivery_price,
    lines: sold.lines,
  };
}
