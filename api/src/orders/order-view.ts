// An order as the shopper reads it: the stored copy (never today's products, stores or companies), in
// major units.
import type { Order } from '@vitrina/contract';
import { toMajor } from '@vitrina/domain';

import type { orderLines, orders } from '../db/schema/index.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

export function orderView(row: OrderRow, lines: readonly OrderLineRow[]): Order {
  return {
    id: row.id,
    status: row.status,
    kind: row.kind,
    payment_method: row.paymentMethod,
    currency: row.currency,
    goods: toMajor(row.goodsMinor),
    discount: toMajor(row.discountMinor),
    delivery_price: toMajor(row.deliveryMinor),
    total: toMajor(row.totalMinor),
    promo_code: row.promoCode,
    contact: row.contact as Order['contact'],
    delivery: row.delivery as Order['delivery'],
    ...(row.deliveryNames ? { delivery_names: row.deliveryNames } : {}),
    ...(row.companyName === null ? {} : { company: { id: row.companyId, name: row.companyName } }),
    comment: row.comment,
    created_at: row.createdAt.toISOString(),
    lines: [...lines]
      .sort((a, b) => a.position - b.position)
      .map((line) => ({
        product_id: line.productId,
        code: line.code,
        title: line.title,
        count: line.count,
        price: toMajor(line.priceMinor),
        discount: toMajor(line.discountMinor),
        total: toMajor(line.lineTotalMinor),
      })),
  };
}
