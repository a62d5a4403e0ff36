// Credit on a product (issue 19): what a shopper repays a lender for an amount over some months at a
// monthly rate. One home for the rule: the API prices every credit call with it and the storefront
// only shows the server's answer. All money is integer minor units.
//
// The annuity: a loan P at the monthly rate r repaid in n equal payments A clears exactly when
//   P * (1 + r)^n = A * ((1 + r)^n - 1) / r   =>   A = P * r / (1 - (1 + r)^-n)
// (and A = P / n at r = 0). A real schedule pays whole minor units, so:
// - A is rounded UP to the minor unit: a payment never falls short, and the balance never grows;
// - each month's interest is the balance times r rounded half up; the payment first pays it, the
//   rest lowers the balance;
// - the last payment is whatever clears the balance, so it is at most A, and the total repaid is the
//   sum of the payments, not A * n. At r = 0 the total is exactly P: no overpayment to show.

/** A monthly rate in basis points (hundredths of a percent): 250 is 2.5 % a month. */
export type MonthlyRateBp = number;

export interface CreditTerms {
  principalMinor: number;
  months: number;
  monthlyRateBp: MonthlyRateBp;
}

export interface CreditSchedule {
  /** Every payment but the last one. */
  monthlyMinor: number;
  /** The payment that clears the balance (equal to monthlyMinor or a little less). */
  lastPaymentMinor: number;
  totalMinor: number;
  /** What the credit costs over the price: totalMinor - principalMinor. */
  overpaymentMinor: number;
}

const roundHalfUp = (value: number) => Math.floor(value + 0.5);

/** The equal payment, rounded up to the minor unit (a tiny epsilon keeps 100.0000000001 at 100). */
export function annuityPaymentMinor({ principalMinor, months, monthlyRateBp }: CreditTerms): number {
  if (principalMinor <= 0 || months <= 0) return 0;
  const r = monthlyRateBp / 10_000;
  const exact = r === 0 ? principalMinor / months : (principalMinor * r) / (1 - (1 + r) ** -months);
  return Math.ceil(exact - 1e-9);
}

/** The schedule's payments summed month by month, as a lender's statement shows them. */
export function creditSchedule(terms: CreditTerms): CreditSchedule {
  const { principalMinor, months, monthlyRateBp } = terms;
  if (!Number.isInteger(principalMinor) || principalMinor <= 0 || !Number.isInteger(months) || months <= 0)
    return { monthlyMinor: 0, lastPaymentMinor: 0, totalMinor: 0, overpaymentMinor: 0 };
  const r = monthlyRateBp / 10_000;
  const monthlyMinor = annuityPaymentMinor(terms);
  let balance = principalMinor;
  let totalMinor = 0;
  let lastPaymentMinor = 0;
  for (let month = 1; month <= months && balance > 0; month++) {
    const interest = roundHalfUp(balance * r);
    const payment = month === months ? balance + interest : Math.min(monthlyMinor, balance + interest);
    balance -= payment - interest;
    totalMinor += payment;
    lastPaymentMinor = payment;
  }
  return { monthlyMinor, lastPaymentMinor, totalMinor, overpaymentMinor: totalMinor - principalMinor };
}

/** A lender's program as the rules need it: the terms offered and the amounts it lends. */
export interface CreditProgramRule {
  months: readonly number[];
  minAmountMinor: number;
  maxAmountMinor: number;
  /** Limited to these products or categories; both empty: every product. */
  productIds: readonly number[];
  categoryIds: readonly number[];
}

export const creditAmountFits = (program: CreditProgramRule, amountMinor: number) =>
  amountMinor >= program.minAmountMinor && amountMinor <= program.maxAmountMinor;

/** Whether the program lends on this product at this price. */
export function creditProgramApplies(
  program: CreditProgramRule,
  product: { id: number; categoryId: number | null; priceMinor: number },
): boolean {
  const limited = program.productIds.length > 0 || program.categoryIds.length > 0;
  const listed =
    program.productIds.includes(product.id) ||
    (product.categoryId !== null && program.categoryIds.includes(product.categoryId));
  return (!limited || listed) && creditAmountFits(program, product.priceMinor);
}
