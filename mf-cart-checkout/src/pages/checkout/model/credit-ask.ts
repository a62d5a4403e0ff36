// The credit window's "order on credit" link: /{lang}/cart/checkout?payment=credit&program_id=..&months=..
// The page takes it as the shopper's choice of payment, program and term, over what the stored form
// kept (the link is the newer wish): in the browser once the stored form was read back, on the
// server at once. The payment section then shows the program if it lends on the cart, else the
// first one that does, and the term if the program offers it, else its longest.
import { createEvent, sample } from 'effector';
import { $draftRestoring, draftEdited, draftRestoreEnded } from '../../../entities/checkout-draft/index.ts';
import { cartUnits } from '../../../shared/lib/units.ts';

export interface CreditAsk {
  programId: number | null;
  months: number | null;
}

const positive = (value: string | null) => {
  const number = Number(value);
  return value !== null && Number.isSafeInteger(number) && number > 0 ? number : null;
};

/** The link's wish, or null when the URL asks for no credit. */
export function creditAskOf(search: URLSearchParams): CreditAsk | null {
  if (search.get('payment') !== 'credit') return null;
  return { programId: positive(search.get('program_id')), months: positive(search.get('months')) };
}

/** The checkout's URL was read (the server's load, the page in the browser). */
export const checkoutAsked = createEvent<CreditAsk | null>();

const $ask = cartUnits.store<CreditAsk | null>('checkout/credit-ask', null, { serialize: 'ignore' });
$ask.on(checkoutAsked, (_, ask) => ask);

const applied = sample({
  clock: [checkoutAsked, draftRestoreEnded],
  source: { ask: $ask, restoring: $draftRestoring },
  filter: ({ ask, restoring }) => ask !== null && !restoring,
  fn: ({ ask }) => ({ payment: 'credit' as const, creditProgramId: ask!.programId, creditMonths: ask!.months }),
});
sample({ clock: applied, target: draftEdited });
$ask.reset(applied);
