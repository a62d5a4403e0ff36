// The credit window's terms (spec: credit modal): the programs the server says lend on the product,
// the program and term the shopper picks (the longest term first: the lowest payment), and the
// server's calculation of exactly those terms. Nothing is computed here: a change of program or term
// asks again, and an answer for terms no longer chosen is dropped, so the sums shown are always
// the server's for what the window shows.
import { attach, createEvent, sample } from 'effector';
import type { CreditCalculation, CreditProgram, Filial } from '@vitrina/contract';
import { cartUnits } from '../../../shared/lib/units.ts';
import { calculateCreditFx, loadCreditsFx, loadFilialsFx } from '../api/credit-api.ts';

export interface CreditSubject {
  productId: number;
  quantity?: number;
}
export interface CreditChoice {
  programId: number;
  months: number;
}
export type CreditLoad = 'loading' | 'ready' | 'failed';
/** Why no calculation is shown: no answer, or the program does not lend this amount (409). */
export type CalcProblem = 'failed' | 'amount_out_of_range';

export const creditOpened = createEvent<CreditSubject>();
export const programChosen = createEvent<number>();
export const monthsChosen = createEvent<number>();
export const calculationRetried = createEvent();
export const creditLoadRetried = createEvent();

const loadFx = attach({ effect: loadCreditsFx });
const calculateFx = attach({ effect: calculateCreditFx });
const filialsFx = attach({ effect: loadFilialsFx });

const store = <T>(key: string, initial: T) => cartUnits.store<T>(`credit/${key}`, initial, { serialize: 'ignore' });
export const $creditSubject = store<CreditSubject | null>('subject', null).on(creditOpened, (_, subject) => subject);
export const $programs = store<CreditProgram[]>('programs', []);
export const $creditLoad = store<CreditLoad>('load', 'loading');
export const $choice = store<CreditChoice | null>('choice', null);
export const $calculation = store<CreditCalculation | null>('calculation', null);
export const $calcProblem = store<CalcProblem | null>('calc-problem', null);
export const $calculating = calculateFx.pending;
export const $creditFilials = store<Filial[]>('filials', []).on(filialsFx.doneData, (_, list) => list);

const longest = (program: CreditProgram) => program.months.at(-1) ?? 0;

const reloaded = sample({ clock: creditLoadRetried, source: $creditSubject, filter: Boolean });
sample({ clock: [creditOpened, reloaded], fn: ({ productId }) => productId, target: loadFx });
// Where a contract can be signed is the shop's, the same for every product: asked once.
sample({
  clock: creditOpened,
  source: $creditFilials,
  filter: (list) => list.length === 0,
  fn: () => undefined,
  target: filialsFx,
});

/** The answer for the product the window shows now (a slow answer for the last product is dropped). */
const loaded = sample({
  clock: loadFx.done,
  source: $creditSubject,
  filter: (subject, { params }) => subject?.productId === params,
  fn: (_, { params, result }) => result.find((entry) => entry.product_id === params)?.programs ?? [],
});
$programs.on(loaded, (_, programs) => programs).reset(creditOpened);
$creditLoad
  .on(loadFx, () => 'loading')
  .on(loaded, () => 'ready')
  .on(loadFx.fail, () => 'failed');

// The first program and its longest term; a program change keeps the term when the program offers it.
$choice
  .on(loaded, (_, [first]) => (first ? { programId: first.id, months: longest(first) } : null))
  .reset(creditOpened);
sample({
  clock: programChosen,
  source: { programs: $programs, choice: $choice },
  filter: ({ programs }, id) => programs.some((program) => program.id === id),
  fn: ({ programs, choice }, id): CreditChoice => {
    const program = programs.find((one) => one.id === id)!;
    const months = choice && program.months.includes(choice.months) ? choice.months : longest(program);
    return { programId: id, months };
  },
  target: $choice,
});
sample({
  clock: monthsChosen,
  source: { programs: $programs, choice: $choice },
  filter: ({ programs, choice }, months) =>
    !!choice && !!programs.find((one) => one.id === choice.programId)?.months.includes(months),
  fn: ({ choice }, months): CreditChoice => ({ programId: choice!.programId, months }),
  target: $choice,
});

// Every new choice (and a retry) asks the server; nothing of the last terms stays on screen meanwhile.
sample({
  clock: [$choice.updates, calculationRetried],
  source: { subject: $creditSubject, choice: $choice },
  filter: ({ subject, choice }) => subject !== null && choice !== null,
  fn: ({ subject, choice }) => ({
    product_id: subject!.productId,
    program_id: choice!.programId,
    months: choice!.months,
    ...(subject!.quantity ? { count: subject!.quantity } : {}),
  }),
  target: calculateFx,
});
const isCurrent = (choice: CreditChoice | null, params: { program_id: number; months: number }) =>
  choice?.programId === params.program_id && choice.months === params.months;
sample({
  clock: calculateFx.done,
  source: $choice,
  filter: (choice, { params }) => isCurrent(choice, params),
  fn: (_, { result }) => result,
  target: $calculation,
});
sample({
  clock: calculateFx.fail,
  source: $choice,
  filter: (choice, { params, error }) => isCurrent(choice, params) && error.refusal.kind !== 'stopped',
  fn: (_, { error }): CalcProblem =>
    error.refusal.kind === 'rejected' && error.refusal.code === 'amount_out_of_range'
      ? 'amount_out_of_range'
      : 'failed',
  target: $calcProblem,
});
$calculation.reset(creditOpened, $choice.updates, calculationRetried);
$calcProblem.reset(creditOpened, $choice.updates, calculationRetried);
