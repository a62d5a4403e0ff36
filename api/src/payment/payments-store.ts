// The payments table's reads and writes, each taking the database or a transaction.
import { eq } from 'drizzle-orm';

import type { Db } from '../db/client.ts';
import { paymentEvents, payments } from '../db/schema/index.ts';
import type { ProviderEvent } from './provider.ts';
import type { PaymentStatus } from './status-machine.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = Omit<typeof payments.$inferInsert, 'status' | 'updatedAt' | 'paidAt'>;

export async function insertPayment(db: Db, values: NewPayment): Promise<void> {
  await db.insert(payments).values({ ...values, updatedAt: values.createdAt });
}

export async function findPayment(db: Db, id: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row ?? null;
}

/** The payment, locked until the transaction ends: two events for it are applied one after the other. */
export async function lockPayment(tx: Db, id: string): Promise<PaymentRow | null> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  return row ?? null;
}

export async function savePaymentStatus(db: Db, id: string, status: PaymentStatus, at: Date): Promise<void> {
  await db
    .update(payments)
    .set({ status, updatedAt: at, ...(status === 'paid' ? { paidAt: at } : {}) })
    .where(eq(payments.id, id));
}

/** Records the event; false when the provider already delivered one with this id (nothing written). */
export async function recordEvent(tx: Db, provider: string, event: ProviderEvent, receivedAt: Date): Promise<boolean> {
  const written = await tx
    .insert(paymentEvents)
    .values({
      provider,
      eventId: event.eventId,
      paymentId: event.paymentId,
      status: event.status,
      occurredAt: event.at,
      receivedAt,
    })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return written.length > 0;
}
