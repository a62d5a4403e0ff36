// A payment's states and the one rule for moving between them, whatever reported the news (a
// provider's callback, a status query). Pure, so every pair is tested in a table.
import type { PaymentStatus } from '@vitrina/contract';

export type { PaymentStatus };

/** What a provider can report: the outcomes of the shopper's visit to its payment page. */
export type ReportedStatus = Extract<PaymentStatus, 'paid' | 'declined' | 'abandoned'>;

/**
 * The status a payment moves to when `reported` arrives, or null when the news changes nothing.
 * - paid is final: money was taken, so a late or out-of-order 'declined' never undoes it.
 * - declined and abandoned may still become paid: the shopper may retry the same payment, and a
 *   provider may report an earlier failed attempt after a successful one; between the two failures
 *   the first one reported stands (neither is more final than the other).
 * - created and pending (no outcome yet) take any outcome; pending is where a started payment waits.
 */
export function nextStatus(current: PaymentStatus, reported: PaymentStatus): PaymentStatus | null {
  if (current === reported || current === 'paid') return null;
  if (current === 'declined' || current === 'abandoned') return reported === 'paid' ? 'paid' : null;
  if (current === 'pending') return reported === 'created' ? null : reported;
  return reported;
}

/** The payment has an outcome the order module acts on (mark paid, or offer a retry). */
export const isSettled = (status: PaymentStatus): status is ReportedStatus =>
  status === 'paid' || status === 'declined' || status === 'abandoned';
