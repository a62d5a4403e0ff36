// What a credit on a product costs and whether a program lends on it, decided here from the catalogue
// and @vitrina/domain's credit rule: the amount is the product's price today times the count (the
// multiplicity when none is named), a program's category limit covers the category's subcategories,
// and a refusal says which condition failed (the term, the products, the amount).
import { and, eq, inArray } from 'drizzle-orm';

import type { CreditCalculation } from '@vitrina/contract';
import {
  creditAmountFits,
  creditProgramApplies,
  creditSchedule,
  defaultAddQuantity,
  lineTotalMinor,
  normaliseQuantity,
  toMajor,
  type CreditSchedule,
} from '@vitrina/domain';

import type { Db } from '../db/client.ts';
import { categories, products } from '../db/schema/index.ts';
import { HttpError } from '../plugins/errors.ts';
import { ruleOf, termsOf, type ProgramRow } from './programs.ts';

/** A product as credit needs it: its price, its step, its category and that category's parent. */
export interface CreditSubject {
  id: number;
  /** Translated, as stored. */
  title: unknown;
  priceMinor: number;
  multiplicity: number;
  categoryIds: number[];
}

/** The shop's active products among `ids` (another shop's and hidden ones are not found). */
export async function creditSubjects(db: Db, siteId: number, ids: readonly number[]): Promise<CreditSubject[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({
      id: products.id,
      title: products.title,
      priceMinor: products.priceMinor,
      multiplicity: products.multiplicity,
      categoryId: products.categoryId,
      parentId: categories.parentId,
    })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.siteId, siteId), eq(products.active, true), inArray(products.id, [...ids])));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    priceMinor: row.priceMinor,
    multiplicity: Number(row.multiplicity),
    categoryIds: row.parentId === null ? [row.categoryId] : [row.categoryId, row.parentId],
  }));
}

export async function creditSubject(db: Db, siteId: number, id: number): Promise<CreditSubject> {
  const [subject] = await creditSubjects(db, siteId, [id]);
  if (!subject) throw new HttpError(404, 'not_found', 'Product not found', { product_id: ['not_found'] });
  return subject;
}

/** How many are bought (the shop's step when none is named, never below it) and what that costs. */
export function amountOf(subject: CreditSubject, count: number | undefined) {
  const bought =
    count === undefined ? defaultAddQuantity(subject.multiplicity) : normaliseQuantity(count, subject.multiplicity);
  return { count: bought, amountMinor: lineTotalMinor(subject.priceMinor, bought) };
}

/** Whether the program lends this amount on this product (its own or its parent category counts). */
export function lendsOn(program: ProgramRow, subject: Pick<CreditSubject, 'id' | 'categoryIds'>, amountMinor: number) {
  const rule = ruleOf(program);
  return subject.categoryIds.some((categoryId) =>
    creditProgramApplies(rule, { id: subject.id, categoryId, priceMinor: amountMinor }),
  );
}

export function checkMonths(program: ProgramRow, months: number) {
  if (!termsOf(program).includes(months))
    throw new HttpError(400, 'validation_failed', 'The program does not offer this term', { months: ['not_offered'] });
}

export const amountOutOfRange = (program: ProgramRow, field: string) =>
  new HttpError(
    409,
    'amount_out_of_range',
    `The program lends from ${toMajor(program.minAmountMinor)} to ${toMajor(program.maxAmountMinor)}`,
    { [field]: ['amount_out_of_range'] },
  );

/** The program lends on these products at this amount, or the refusal that says why not. */
export function checkLends(program: ProgramRow, subjects: readonly CreditSubject[], amountMinor: number) {
  if (!creditAmountFits(ruleOf(program), amountMinor)) throw amountOutOfRange(program, 'program_id');
  const left = subjects.filter((subject) => !lendsOn(program, subject, amountMinor));
  if (left.length)
    throw new HttpError(
      409,
      'program_not_applicable',
      'The program does not lend on some of the products',
      Object.fromEntries(left.map((subject) => [`products.${subject.id}`, ['not_applicable']])),
    );
}

export const scheduleOf = (program: ProgramRow, months: number, principalMinor: number): CreditSchedule =>
  creditSchedule({ principalMinor, months, monthlyRateBp: program.monthlyRateBp });

export function calculationView(
  program: ProgramRow,
  months: number,
  currency: string,
  principalMinor: number,
  schedule: CreditSchedule,
): CreditCalculation {
  return {
    program_id: program.id,
    months,
    currency,
    price: toMajor(principalMinor),
    monthly_payment: toMajor(schedule.monthlyMinor),
    last_payment: toMajor(schedule.lastPaymentMinor),
    total: toMajor(schedule.totalMinor),
    overpayment: toMajor(schedule.overpaymentMinor),
  };
}

/** The lowest monthly payment any applicable program and term gives: "from X a month". */
export function cheapestMonthly(programs: readonly ProgramRow[], subject: CreditSubject, amountMinor: number) {
  let best: { program: ProgramRow; months: number; monthlyMinor: number } | null = null;
  for (const program of programs.filter((candidate) => lendsOn(candidate, subject, amountMinor)))
    for (const months of termsOf(program)) {
      const { monthlyMinor } = scheduleOf(program, months, amountMinor);
      if (!best || monthlyMinor < best.monthlyMinor) best = { program, months, monthlyMinor };
    }
  return best;
}
