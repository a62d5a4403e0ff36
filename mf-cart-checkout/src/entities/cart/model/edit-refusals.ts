// An edit the server refused (more than the stock, a product no longer sold) or that got no answer:
// the cart stays as the server last said, and the shopper is told why in an error notice.
import { createEffect, sample } from 'effector';
import { $locale, notify } from '@vitrina/events';
import type { Locale } from '@vitrina/events';
import type { CallRefusal } from '../../../shared/api/cart-call.ts';
import { loadCartTexts, textFor } from '../../../shared/i18n/index.ts';
import type { CartTextKey } from '../../../shared/i18n/index.ts';
import { addItemFx, reduceItemFx, removeItemsFx, setLoyaltyFx } from '../api/cart-api.ts';

/** The API's refusal codes of the edits (api/src/cart/edits.ts) that have their own sentence. */
const REFUSAL_TEXTS: Partial<Record<string, CartTextKey>> = {
  over_stock: 'overStock',
  product_unavailable: 'productUnavailable',
};

export function refusalTextKey(refusal: CallRefusal): CartTextKey {
  return (refusal.kind === 'rejected' && REFUSAL_TEXTS[refusal.code]) || 'changeFailed';
}

/** A stopped call and a 401 have their own ending (the session's), not a notice about the cart. */
const worthTelling = (refusal: CallRefusal) =>
  refusal.kind === 'failed' || (refusal.kind === 'rejected' && refusal.status !== 401);

const refusalTextFx = createEffect(async ({ locale, refusal }: { locale: Locale; refusal: CallRefusal }) => {
  await loadCartTexts(locale);
  return textFor(locale, refusalTextKey(refusal));
});

sample({
  clock: [addItemFx.failData, reduceItemFx.failData, removeItemsFx.failData, setLoyaltyFx.failData],
  source: $locale,
  filter: (_, { refusal }) => worthTelling(refusal),
  fn: (locale, { refusal }) => ({ locale, refusal }),
  target: refusalTextFx,
});
sample({ clock: refusalTextFx.doneData, fn: (text) => ({ kind: 'error' as const, text }), target: notify });
