// Credit at the checkout, as rules: which programs lend on the whole cart (the lender whose credit is
// ordered through the cart, listed by general/credits for every line), whether one lends an amount,
// the program and term the form shows, and what the order's total costs on them. The payments are
// @vitrina/domain's credit rule, the one the server prices the order's credit with; the server's
// own answer (the order's `credit`) is what binds.
import type { CreditProgram, ProductCredits } from '@vitrina/contract';
import { creditSchedule, toMajor, toMinor } from '@vitrina/domain';

/** The lender whose programs are ordered through the cart (general/iute-credit/create-order). */
export const CART_LENDER = 'iute';

/** The cart lender's programs listed for every product, in the shop's order. */
export function cartPrograms(answer: ProductCredits, productIds: readonly number[]): CreditProgram[] {
  if (productIds.length === 0) return [];
  const lists = productIds.map((id) => answer.find((entry) => entry.product_id === id)?.programs ?? []);
  return lists[0]!.filter(
    (program) => program.lender === CART_LENDER && lists.every((list) => list.some((other) => other.id === program.id)),
  );
}

/** The program lends this amount (major units, as the programs' range). */
export const lendsAmount = (program: CreditProgram, amount: number) =>
  amount >= program.min_amount && amount <= program.max_amount;

export interface CreditChoice {
  program: CreditProgram;
  months: number;
}

/** The program chosen while it is offered, else the first; its term chosen, else its longest (the lowest payment). */
export function creditChoiceOf(
  chosen: { creditProgramId: number | null; creditMonths: number | null },
  offered: readonly CreditProgram[],
): CreditChoice | null {
  const program = offered.find((one) => one.id === chosen.creditProgramId) ?? offered[0];
  if (!program) return null;
  const months =
    chosen.creditMonths !== null && program.months.includes(chosen.creditMonths)
      ? chosen.creditMonths
      : (program.months.at(-1) ?? 0);
  return { program, months };
}

/** The payments of `total` on the program and term; the rate in hundredths of a percent, as stored. */
export function creditPayments({ program, months }: CreditChoice, total: number) {
  const schedule = creditSchedule({
    principalMinor: toMinor(total),
    months,
    monthlyRateBp: Math.round(program.monthly_rate * 100),
  });
  return {
    monthly: toMajor(schedule.monthlyMinor),
    last: toMajor(schedule.lastPaymentMinor),
    total: toMajor(schedule.totalMinor),
    overpayment: toMajor(schedule.overpaymentMinor),
  };
}
