// The order's letters, after its transaction committed: the confirmation when an order is made (to
// the contact's address, when it has one) and the receipt when a payment pays it. Both go through
// the postbox: they leave after the answer, and a failing mailer is logged, never felt by the order.
// A receipt is claimed in the order's row first, so a settlement applied again (a listener re-run
// after a rollback) or a second payment mails nothing more.
import { and, eq, isNull, sql } from 'drizzle-orm';

import type { Locale } from '@vitrina/domain';

import type { Db } from '../db/client.ts';
import { orderLines, orders, sites } from '../db/schema/index.ts';
import { orderLetter, type OrderLetterKind } from '../mail/order-letters.ts';
import type { MailMessage } from '../mail/mailer.ts';
import type { Postbox } from '../mail/postbox.ts';
import type { SettlementListener } from '../payment/settle.ts';
import type { Site } from '../plugins/site.ts';
import { siteBrand } from '../settings/global-settings.ts';
import { letterDelivery } from './delivery-facts.ts';
import { orderStatusPath, settleOrder } from './order-payment.ts';
import { orderView } from './order-view.ts';

export interface OrderMailDeps {
  db: Db;
  postbox: Postbox;
  /** MAIL_FROM: the sender address; the name is the shop's. */
  mailFrom: string;
}

/** A shop as the site plugin reads it, for work done outside a request (letters, jobs). */
export async function siteById(db: Db, id: number): Promise<Site | null> {
  const [row] = await db.select().from(sites).where(eq(sites.id, id)).limit(1);
  return row ? ({ ...row, settings: row.settings as Record<string, unknown> } as Site) : null;
}

async function orderMessage(
  deps: OrderMailDeps,
  kind: OrderLetterKind,
  siteId: number,
  orderId: number,
): Promise<MailMessage | null> {
  const { db } = deps;
  const site = await siteById(db, siteId);
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.siteId, siteId)));
  const to = (row?.contact as { email?: string } | undefined)?.email;
  if (!site || !row || !to) return null;
  const order = orderView(row, await db.select().from(orderLines).where(eq(orderLines.orderId, orderId)));
  const lang = row.lang as Locale;
  const { project, colors } = siteBrand(site);
  const letter = orderLetter(
    kind,
    lang,
    { name: project, colors },
    {
      number: order.id,
      kind: order.kind,
      currency: order.currency,
      lines: order.lines,
      goods: order.goods,
      discount: order.discount,
      deliveryPrice: order.delivery_price,
      total: order.total,
      delivery: letterDelivery(order),
      paymentMethod: order.payment_method,
      // Its status page pays it (again, after a decline) and tells where the payment stands.
      statusLink:
        kind === 'confirmation' && row.status === 'awaiting_payment'
          ? `${site.publicOrigin}${orderStatusPath(lang, row.id)}`
          : null,
    },
  );
  return { from: { name: project, address: deps.mailFrom }, to, ...letter };
}

/** Called once the order's transaction committed (a new order, not an Idempotency-Key replay). */
export function mailOrderConfirmation(deps: OrderMailDeps, siteId: number, orderId: number): void {
  deps.postbox.post(() => orderMessage(deps, 'confirmation', siteId, orderId));
}

/**
 * Marks the receipt of a paid order sent, once. Run outside the payment's transaction, it waits
 * for it: the transaction holds the order's row (PostgreSQL makes this update wait, PGlite runs one
 * transaction at a time), and the condition is read again once it ends. The row is matched on the
 * receipt alone (its committed status is still unpaid while it waits), and the payment is written
 * only when the status it then finds is paid: a rolled-back settlement claims nothing.
 */
async function claimReceipt(db: Db, orderId: number, paymentId: string): Promise<boolean> {
  const [row] = await db
    .update(orders)
    .set({
      receiptPaymentId: sql`CASE WHEN ${orders.status} = 'paid' THEN ${paymentId}::text ELSE ${orders.receiptPaymentId} END`,
    })
    .where(and(eq(orders.id, orderId), isNull(orders.receiptPaymentId)))
    .returning({ receipt: orders.receiptPaymentId });
  return row?.receipt === paymentId;
}

/** The listener the payments call inside their transaction: the order follows, and a receipt is posted. */
export function orderSettlementListener(deps: OrderMailDeps): SettlementListener {
  return async (settlement, tx) => {
    const paid = await settleOrder(settlement, tx);
    if (paid === null) return;
    deps.postbox.post(async () =>
      (await claimReceipt(deps.db, paid, settlement.paymentId))
        ? orderMessage(deps, 'receipt', settlement.siteId, paid)
        : null,
    );
  };
}
