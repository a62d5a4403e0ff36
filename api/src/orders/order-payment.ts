// Paying an order online (api/src/payment does the payment itself): an order awaiting payment gets
// one with the shop's provider, for its total, returning to the order's status page; asked again
// (a replayed press, a page reload) it answers the same payment's page while that payment can still
// be paid, and starts a new one after a decline. A payment's outcome moves its order: paid, or
// payment_failed (which a later payment of the same order may still turn into paid).
import { and, eq, inArray } from 'drizzle-orm';

import type { Db } from '../db/client.ts';
import { orders } from '../db/schema/index.ts';
import type { PaymentService } from '../payment/service.ts';
import type { Settlement } from '../payment/settle.ts';
import type { Site } from '../plugins/site.ts';

/** Still payable: the shopper may go back to its page. */
const OPEN_PAYMENTS = new Set(['created', 'pending']);

export const orderStatusPath = (lang: string, orderId: number) => `/${lang}/cart/payment/${orderId}`;

export async function payUrlOf(db: Db, payments: PaymentService, site: Site, orderId: number): Promise<string | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.siteId, site.id)));
  if (!order || order.paymentMethod !== 'online' || !['awaiting_payment', 'payment_failed'].includes(order.status))
    return null;
  if (order.paymentId && order.payUrl) {
    const current = await payments.statusOf(site.id, order.paymentId);
    if (current && OPEN_PAYMENTS.has(current.status)) return order.payUrl;
  }
  const { paymentId, redirectUrl } = await payments.start({
    site,
    orderRef: String(order.id),
    amountMinor: order.totalMinor,
    currency: order.currency,
    description: `#${order.id}`,
    returnUrl: orderStatusPath(order.lang, order.id),
    lang: order.lang,
  });
  await db.update(orders).set({ paymentId, payUrl: redirectUrl, updatedAt: new Date() }).where(eq(orders.id, order.id));
  return redirectUrl;
}

/**
 * Inside a payment's transaction, the order follows its payment's outcome (order-mail.ts's listener
 * calls it). Answers the order's id when this settlement made it paid, else null.
 */
export async function settleOrder(settlement: Settlement, tx: Db): Promise<number | null> {
  const orderId = Number(settlement.orderRef);
  if (!Number.isInteger(orderId) || orderId < 1) return null;
  const order = and(eq(orders.id, orderId), eq(orders.siteId, settlement.siteId));
  // Money received on any of the order's payments pays it (an older page paid after a retry too).
  if (settlement.status === 'paid') {
    const [paid] = await tx
      .update(orders)
      .set({ status: 'paid', paymentId: settlement.paymentId, payUrl: null, updatedAt: settlement.at })
      .where(and(order, inArray(orders.status, ['awaiting_payment', 'payment_failed'])))
      .returning({ id: orders.id });
    return paid?.id ?? null;
  }
  // A failure counts only for the payment the order is waiting on now.
  await tx
    .update(orders)
    .set({ status: 'payment_failed', updatedAt: settlement.at })
    .where(and(order, eq(orders.paymentId, settlement.paymentId), eq(orders.status, 'awaiting_payment')));
  return null;
}

/**
 * The status page's question: the order's status once its payment was asked (a pending payment's
 * provider is asked, and its answer settles the order), and the page to pay while it is unpaid.
 */
export async function checkPayment(db: Db, payments: PaymentService, site: Site, orderId: number) {
  const [before] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.siteId, site.id)));
  if (before?.paymentId) await payments.statusOf(site.id, before.paymentId);
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.siteId, site.id)));
  return { status: order!.status, payUrl: await payUrlOf(db, payments, site, orderId) };
}
