// The product page's order windows (drawn by mf-cart-checkout; a press only puts the product on the
// bus), and what the page asks the back end for them after it is shown, never while the server
// renders it: the lowest monthly payment of the shop's credit programs for the product ("from X a
// month"), for shops whose settings list credit programs. A model, so it is tested in a forked scope.
import { attach, createEvent, sample } from 'effector';
import type { CreditPrice } from '@vitrina/contract';
import { apiPostFx, productWindowRequested } from '@vitrina/events';
import type { ProductWindowIntent } from '@vitrina/events';
import { catalogUnits } from '../../../shared/lib/units.ts';

export const orderWindowPressed = createEvent<ProductWindowIntent>();
sample({ clock: orderWindowPressed, target: productWindowRequested });

/** "From X a month": the server's lowest payment and its currency; null: no program lends on it. */
export interface CreditFrom {
  monthly: number;
  currency: string;
}

/** The page was shown in the browser with a product the shop may lend on. */
export const creditOfferWanted = createEvent<number>();

const creditPriceFx = attach({
  effect: apiPostFx,
  mapParams: (productId: number) => ({ path: 'calculator/credit-price', body: { product_id: productId } }),
});

/** Per product: known (a price, or null for none), so going back to a product asks nothing again. */
export const $creditFrom = catalogUnits.store<Record<number, CreditFrom | null>>(
  'product/credit-from',
  {},
  {
    serialize: 'ignore',
  },
);

sample({
  clock: creditOfferWanted,
  source: { known: $creditFrom, pending: creditPriceFx.pending },
  filter: ({ known, pending }, productId) => !pending && !(productId in known),
  fn: (_, productId) => productId,
  target: creditPriceFx,
});
$creditFrom
  .on(creditPriceFx.done, (all, { params, result }) => {
    const { monthly_payment, currency } = result as CreditPrice;
    return { ...all, [params]: monthly_payment === null ? null : { monthly: monthly_payment, currency } };
  })
  // A failed ask shows no credit button: the window would have nothing to offer either.
  .on(creditPriceFx.fail, (all, { params }) => ({ ...all, [params]: null }));
