// calculator/credit-request: a shopper asks the shop for a credit on a product. Checked as the
// calculator checks it (the shop's product and active program, a term it offers, an amount it lends
// on this product, one of the shop's stores), priced here, and stored with the terms and schedule
// of this moment for the shop's credit manager to call back about. With an Idempotency-Key, one
// press is one request: the key is the requester's, kept on the row with the body's hash, so the
// same press sent again answers the request it made and the key with another body is a 422.
import { and, eq } from 'drizzle-orm';

import type { CreditRequestCreated, CreditRequestRequest } from '@vitrina/contract';
import { toMajor } from '@vitrina/domain';

import { t } from '../catalog/localise.ts';
import type { ShopScope } from '../cart/owner.ts';
import type { Db } from '../db/client.ts';
import { creditApplications } from '../db/schema/index.ts';
import { HttpError } from '../plugins/errors.ts';
import { checkFilial } from './filials.ts';
import { activeProgram } from './programs.ts';
import { amountOf, checkLends, checkMonths, creditSubject, scheduleOf } from './terms.ts';

export interface StoredCreditRequest {
  answer: CreditRequestCreated;
  /** What its letter tells: the product, the lender and the schedule, in major units. */
  letter: { productTitle: string; lenderName: string; months: number; monthly: number; last: number; total: number };
}

/** The press's key: whose it is (`user:<id>`, `guest:<token>`, or `anonymous`) and the body's hash. */
export interface RequestKey {
  requester: string;
  key: string;
  hash: string;
}

/** A request made earlier with this key, or none; the key with another body is a 422. */
async function madeWith(db: Db, siteId: number, idempotency: RequestKey): Promise<CreditRequestCreated | null> {
  const [row] = await db
    .select()
    .from(creditApplications)
    .where(
      and(
        eq(creditApplications.siteId, siteId),
        eq(creditApplications.requester, idempotency.requester),
        eq(creditApplications.idempotencyKey, idempotency.key),
      ),
    );
  if (!row) return null;
  if (row.bodyHash !== idempotency.hash)
    throw new HttpError(422, 'idempotency_key_reused', 'This Idempotency-Key was used for another credit request');
  return {
    id: row.id,
    status: 'received',
    monthly_payment: toMajor(row.monthlyMinor),
    total: toMajor(row.totalMinor),
  };
}

/** The request (a new one with its letter's facts, or the one the key made before: `replayed`). */
export type CreditRequestOutcome = StoredCreditRequest | { replayed: CreditRequestCreated };

/**
 * A key made before is answered before anything is checked (a program withdrawn since does not
 * refuse the press that was taken). Two presses at once both get past that look: the unique key
 * makes the second insert wait for the first (PostgreSQL) and then do nothing, and it answers the
 * first's row.
 */
export async function createCreditRequest(
  scope: ShopScope,
  userId: number | null,
  body: CreditRequestRequest,
  idempotency: RequestKey | null = null,
): Promise<CreditRequestOutcome> {
  const { db, site, lang, now } = scope;
  const earlier = idempotency && (await madeWith(db, site.id, idempotency));
  if (earlier) return { replayed: earlier };
  const subject = await creditSubject(db, site.id, body.product_id);
  const program = await activeProgram(db, site.id, body.program_id);
  checkMonths(program, body.months);
  const { count, amountMinor } = amountOf(subject, body.count);
  checkLends(program, [subject], amountMinor);
  if (body.filial_id !== undefined) await checkFilial(db, site.id, body.filial_id);
  const schedule = scheduleOf(program, body.months, amountMinor);
  const [row] = await db
    .insert(creditApplications)
    .values({
      siteId: site.id,
      kind: 'product',
      productId: subject.id,
      count,
      programId: program.id,
      lender: program.lender,
      months: body.months,
      monthlyRateBp: program.monthlyRateBp,
      currency: site.currency,
      principalMinor: amountMinor,
      monthlyMinor: schedule.monthlyMinor,
      lastPaymentMinor: schedule.lastPaymentMinor,
      totalMinor: schedule.totalMinor,
      overpaymentMinor: schedule.overpaymentMinor,
      userId,
      contact: body.contact,
      storeId: body.filial_id ?? null,
      comment: body.comment ?? null,
      lang: lang.lang,
      createdAt: now,
      ...(idempotency
        ? { requester: idempotency.requester, idempotencyKey: idempotency.key, bodyHash: idempotency.hash }
        : {}),
    })
    .onConflictDoNothing()
    .returning({ id: creditApplications.id });
  if (!row) {
    // Only the key can conflict: a press sent at the same moment made the request first.
    const first = await madeWith(db, site.id, idempotency!);
    if (!first) throw new Error('A credit request conflicted without a key');
    return { replayed: first };
  }
  return {
    answer: {
      id: row.id,
      status: 'received',
      monthly_payment: toMajor(schedule.monthlyMinor),
      total: toMajor(schedule.totalMinor),
    },
    letter: {
      productTitle: t(subject.title, lang),
      lenderName: program.lenderName,
      months: body.months,
      monthly: toMajor(schedule.monthlyMinor),
      last: toMajor(schedule.lastPaymentMinor),
      total: toMajor(schedule.totalMinor),
    },
  };
}
