// The promo code field (spec, sections 4 and 5): applying a code asks the server, which prices the
// cart with it; the cart is then loaded again, so its sums are the server's with the promo. A refused
// code shows the spec's error text. Any edit of the cart clears the promo (the server released it).
import { createEvent, sample } from 'effector';
import { applyPromoFx, cartEdited, cartRefreshRequested } from '../../../entities/cart/index.ts';
import { cartUnits } from '../../../shared/lib/units.ts';
import { promoRefusalText } from '../lib/promo-error.ts';

/** A refusal to show: its text, or null for "Unknown error". */
export interface PromoError {
  text: string | null;
}

export const $promoText = cartUnits.store('promo/text', '', { serialize: 'ignore' });
export const $promoError = cartUnits.store<PromoError | null>('promo/error', null, { serialize: 'ignore' });
export const $promoPending = applyPromoFx.pending;

export const promoTextChanged = createEvent<string>();
export const promoSubmitted = createEvent();

$promoText.on(promoTextChanged, (_, text) => text).reset(cartEdited);

sample({
  clock: promoSubmitted,
  source: { text: $promoText, pending: $promoPending },
  filter: ({ text, pending }) => !pending && text.trim() !== '',
  fn: ({ text }) => ({ code: text.trim() }),
  target: applyPromoFx,
});
sample({ clock: applyPromoFx.done, target: cartRefreshRequested });

$promoError
  .on(applyPromoFx.failData, (_, { refusal }) =>
    refusal.kind === 'stopped' ? null : { text: promoRefusalText(refusal) },
  )
  .reset(applyPromoFx, cartEdited);
