// The data layer's `purchase` (GA4 ecommerce), told once per order: the success and payment pages
// can be reloaded or opened again from a letter, and a tag manager would count each as a sale.
import type { Order } from '@vitrina/contract';
import { readStored, writeStored } from '../../../shared/lib/browser-storage.ts';

const REPORTED_KEY = 'purchases-reported';
/** Enough to cover a shopper's recent orders; older ids fall off. */
const REPORTED_MAX = 50;

export function reportPurchase(order: Order): void {
  if (typeof window === 'undefined') return;
  const stored = readStored(REPORTED_KEY);
  const reported = Array.isArray(stored) ? stored : [];
  if (reported.includes(order.id)) return;
  writeStored(REPORTED_KEY, [...reported, order.id].slice(-REPORTED_MAX));
  window.dataLayer ??= [];
  window.dataLayer.push({ ecommerce: null });
  window.dataLayer.push({
    event: 'purchase',
    ecommerce: {
      transaction_id: String(order.id),
      currency: order.currency,
      value: order.total,
      shipping: order.delivery_price,
      discount: order.discount,
      ...(order.promo_code ? { coupon: order.promo_code } : {}),
      items: order.lines.map((line) => ({
        item_id: String(line.product_id ?? line.code),
        item_name: line.title,
        price: line.price,
        quantity: line.count,
      })),
    },
  });
}
