// Credit as a way to pay the cart: the programs that lend on every product of the cart, asked of the
// server (general/credits) for the cart's products whenever they change, in a shop that has credit
// programs at all (the settings' `credits`); offered while one of them lends the goods' sum (the
// delivery, priced later, is checked with the total before ordering, and by the server). The choice
// of program and term is the draft's. Serialized: the server's render asks and shows it.
import { attach, combine, createEvent, sample } from 'effector';
import type { CreditProgram } from '@vitrina/contract';
import { $siteSettings } from '@vitrina/events';
import { $cart } from '../../../entities/cart/index.ts';
import { $draft } from '../../../entities/checkout-draft/index.ts';
import { cartUnits } from '../../../shared/lib/units.ts';
import { loadCartCreditsFx } from '../api/credit-api.ts';
import { cartPrograms, creditChoiceOf, lendsAmount } from '../lib/cart-credit.ts';

/** Ask for the cart's programs now, unless they are known (the page opened). */
export const cartCreditRequested = createEvent();

/** The cart's products, sorted: what the programs were asked for; null where nothing is to ask. */
const $creditKey = combine($cart, $siteSettings, (cart, settings) =>
  cart && cart.products.length > 0 && (settings?.credits.length ?? 0) > 0
    ? cart.products
        .map((line) => line.product_id)
        .sort((a, b) => a - b)
        .join(',')
    : null,
);

const askFx = attach({
  effect: loadCartCreditsFx,
  mapParams: (key: string) => key.split(',').map(Number),
});
const $answer = cartUnits.store<{ key: string; programs: CreditProgram[] } | null>('checkout/credit-programs', null);

sample({
  clock: [cartCreditRequested, $creditKey.updates],
  source: { key: $creditKey, answer: $answer, asking: askFx.pending },
  filter: ({ key, answer, asking }) => key !== null && answer?.key !== key && !asking,
  fn: ({ key }) => key!,
  target: askFx,
});
// An answer for products the cart no longer holds is dropped (the key changed meanwhile); the
// current key is asked when the answer came.
sample({
  clock: askFx.done,
  source: $creditKey,
  filter: (key, { params }) => key === params,
  fn: (_, { params, result }) => ({ key: params, programs: cartPrograms(result, params.split(',').map(Number)) }),
  target: $answer,
});
sample({
  clock: askFx.finally,
  source: { key: $creditKey, answer: $answer },
  filter: ({ key, answer }, { params }) => key !== null && key !== params && answer?.key !== key,
  fn: ({ key }) => key!,
  target: askFx,
});

/** The programs that lend on the cart as it is now and on its goods' sum. */
export const $creditOffer = combine($answer, $creditKey, $cart, (answer, key, cart) =>
  answer && cart && answer.key === key
    ? answer.programs.filter((program) => lendsAmount(program, cart.total_price))
    : [],
);
/** The program and term the form shows (null: credit is not offered). */
export const $creditChoice = combine($draft, $creditOffer, creditChoiceOf);
