// A shop's credit programs: the active ones in the shop's order, one program of the shop (another
// shop's or an inactive one is not found), the domain's view of a program for its rules, and the
// contract's view for the storefront (money in major units, the rate in percent).
import { and, asc, eq } from 'drizzle-orm';

import type { CreditProgram } from '@vitrina/contract';
import { toMajor, type CreditProgramRule } from '@vitrina/domain';

import { t, type LangContext } from '../catalog/localise.ts';
import type { Db } from '../db/client.ts';
import { creditPrograms } from '../db/schema/index.ts';
import { HttpError } from '../plugins/errors.ts';

export type ProgramRow = typeof creditPrograms.$inferSelect;

const active = (siteId: number) => and(eq(creditPrograms.siteId, siteId), eq(creditPrograms.active, true));

export async function activePrograms(db: Db, siteId: number): Promise<ProgramRow[]> {
  return db
    .select()
    .from(creditPrograms)
    .where(active(siteId))
    .orderBy(asc(creditPrograms.position), asc(creditPrograms.id));
}

export async function activeProgram(db: Db, siteId: number, id: number): Promise<ProgramRow> {
  const [row] = await db
    .select()
    .from(creditPrograms)
    .where(and(active(siteId), eq(creditPrograms.id, id)));
  if (!row) throw new HttpError(404, 'not_found', 'Credit program not found', { program_id: ['not_found'] });
  return row;
}

/** The terms a program offers, shortest first (stored as the shop wrote them). */
export const termsOf = (row: ProgramRow) => [...new Set(row.months)].sort((a, b) => a - b);

export const ruleOf = (row: ProgramRow): CreditProgramRule => ({
  months: termsOf(row),
  minAmountMinor: row.minAmountMinor,
  maxAmountMinor: row.maxAmountMinor,
  productIds: row.productIds,
  categoryIds: row.categoryIds,
});

/** Basis points to percent: 250 -> 2.5. */
export const ratePercent = (bp: number) => bp / 100;

export const programView = (row: ProgramRow, ctx: LangContext): CreditProgram => ({
  id: row.id,
  lender: row.lender,
  lender_name: row.lenderName,
  title: t(row.title, ctx),
  months: termsOf(row),
  monthly_rate: ratePercent(row.monthlyRateBp),
  min_amount: toMajor(row.minAmountMinor),
  max_amount: toMajor(row.maxAmountMinor),
});

/** The shop settings' `credits`: each program once, with the longest term it offers. */
export async function settingsCredits(db: Db, siteId: number, ctx: LangContext) {
  return (await activePrograms(db, siteId)).map((row) => ({
    id: row.id,
    title: t(row.title, ctx),
    months: Math.max(...row.months),
  }));
}
