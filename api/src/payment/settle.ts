// Applies a provider's event to its payment, exactly once: under the payment's row lock the event
// is recorded (its id unique per provider, so a second delivery writes nothing and changes
// nothing), the state machine decides the new status, and the settlement listeners run in the same
// transaction. A listener that throws rolls everything back, event included, so the provider's
// retry applies it again: an order is never left unpaid beside a paid payment. A listener may thus
// run again for the same change after a rollback: work outside the database (a receipt letter)
// belongs after the commit, keyed so it happens once.
import type { Db } from '../db/client.ts';
import { lockPayment, recordEvent, savePaymentStatus } from './payments-store.ts';
import type { ProviderEvent } from './provider.ts';
import { nextStatus, type ReportedStatus } from './status-machine.ts';

/** A payment that reached an outcome: what the order module needs to mark itself and mail a receipt. */
export interface Settlement {
  paymentId: string;
  siteId: number;
  orderRef: string | null;
  status: ReportedStatus;
  amountMinor: number;
  currency: string;
  at: Date;
}

/** Called once per change of a payment's outcome, inside its transaction (`tx`). */
export type SettlementListener = (settlement: Settlement, tx: Db) => Promise<void> | void;

export type ApplyOutcome =
  | 'applied'
  /** This event was applied before (a replayed or retried callback). */
  | 'duplicate'
  /** Recorded, but it changes nothing (a 'declined' arriving after 'paid'). */
  | 'unchanged'
  /** No such payment made with this provider. */
  | 'unknown_payment'
  /** The provider reports another amount or currency than the payment's: never marked paid. */
  | 'amount_mismatch';

export async function applyProviderEvent(
  db: Db,
  provider: string,
  event: ProviderEvent,
  receivedAt: Date,
  listeners: readonly SettlementListener[],
): Promise<ApplyOutcome> {
  return db.transaction(async (tx) => {
    const payment = await lockPayment(tx, event.paymentId);
    if (!payment || payment.provider !== provider) return 'unknown_payment';
    if (payment.amountMinor !== event.amountMinor || payment.currency !== event.currency) return 'amount_mismatch';
    if (!(await recordEvent(tx, provider, event, receivedAt))) return 'duplicate';
    const next = nextStatus(payment.status, event.status);
    if (next === null) return 'unchanged';
    await savePaymentStatus(tx, payment.id, next, receivedAt);
    const settlement: Settlement = {
      paymentId: payment.id,
      siteId: payment.siteId,
      orderRef: payment.orderRef,
      status: event.status,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      at: event.at,
    };
    for (const listener of listeners) await listener(settlement, tx);
    return 'applied';
  });
}
