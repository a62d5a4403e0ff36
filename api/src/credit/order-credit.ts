// An order placed on credit (general/iute-credit/create-order): the cart is ordered by the orders
// module's createOrder, and this attaches the credit application inside the same transaction, once
// the order's total is known: the program must be the shop's, offer the term and lend that total on
// every product of the order (a refusal rolls the whole order back: no stock is taken, the cart
// stays), and the application keeps the program's terms and the schedule computed for the total.
import { eq } from 'drizzle-orm';

import type { OrderCredit } from '@vitrina/contract';
import { toMajor } from '@vitrina/domain';

import type { ShopScope } from '../cart/owner.ts';
import type { Db } from '../db/client.ts';
import { creditApplications } from '../db/schema/index.ts';
import type { OrderAttachment } from '../orders/create-order.ts';
import { notFound } from '../plugins/errors.ts';
import { activeProgram, ratePercent } from './programs.ts';
import { checkLends, checkMonths, creditSubjects, scheduleOf } from './terms.ts';

/**
 * The program is read inside the order's transaction, after the Idempotency-Key's check: a replayed
 * press answers its order even if the program was withdrawn since.
 */
export function creditApplication(
  scope: ShopScope,
  userId: number | null,
  terms: { programId: number; months: number },
): OrderAttachment {
  const { site, lang, now } = scope;
  const { months } = terms;
  return async (tx, order) => {
    const program = await activeProgram(tx, site.id, terms.programId);
    checkMonths(program, months);
    checkLends(program, await creditSubjects(tx, site.id, order.productIds), order.totalMinor);
    const schedule = scheduleOf(program, months, order.totalMinor);
    await tx.insert(creditApplications).values({
      siteId: site.id,
      kind: 'order',
      orderId: order.id,
      programId: program.id,
      lender: program.lender,
      months,
      monthlyRateBp: program.monthlyRateBp,
      currency: site.currency,
      principalMinor: order.totalMinor,
      monthlyMinor: schedule.monthlyMinor,
      lastPaymentMinor: schedule.lastPaymentMinor,
      totalMinor: schedule.totalMinor,
      overpaymentMinor: schedule.overpaymentMinor,
      userId,
      lang: lang.lang,
      createdAt: now,
    });
  };
}

/** The credit terms an order was placed with (the order is the caller's: read it first). */
export async function orderCredit(db: Db, orderId: number): Promise<OrderCredit> {
  const [row] = await db.select().from(creditApplications).where(eq(creditApplications.orderId, orderId));
  if (!row) throw notFound('Credit application');
  return {
    program_id: row.programId,
    lender: row.lender,
    months: row.months,
    monthly_rate: ratePercent(row.monthlyRateBp),
    price: toMajor(row.principalMinor),
    monthly_payment: toMajor(row.monthlyMinor),
    last_payment: toMajor(row.lastPaymentMinor),
    total: toMajor(row.totalMinor),
    overpayment: toMajor(row.overpaymentMinor),
  };
}
