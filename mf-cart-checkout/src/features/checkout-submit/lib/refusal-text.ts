// What the alert above the order button says about a refusal: the API's codes of an order or a
// reservation (api/src/orders/create-order.ts), each with a sentence; the fields' own messages are
// shown at the fields. A call that got no answer says that pressing again is safe: the same press
// cannot order twice (its Idempotency-Key).
import type { FormErrors } from '../../../entities/checkout-draft/index.ts';
import type { CallRefusal } from '../../../shared/api/cart-call.ts';
import type { CartTextKey } from '../../../shared/i18n/index.ts';

const CODE_TEXTS: Record<string, CartTextKey> = {
  registration_required: 'orderSignInRequired',
  empty_cart: 'orderEmptyCart',
  cart_invalid: 'orderCartInvalid',
  out_of_stock: 'orderOutOfStock',
  promo_expired: 'orderPromoExpired',
  promo_not_applied: 'orderPromoNotApplied',
  amount_out_of_range: 'orderCreditAmount',
  program_not_applicable: 'orderCreditNotApplicable',
};

/** Refusals about the cart's promo: the page shows the cart again as the server now holds it. */
export const PROMO_REFUSALS: readonly string[] = ['promo_expired', 'promo_not_applied'];

/** The alert's sentence; null when the page says nothing (the session ended: it is leaving). */
export function refusalTextKey(refusal: CallRefusal, errors: FormErrors): CartTextKey | null {
  if (refusal.kind === 'stopped') return null;
  if (refusal.kind === 'failed' || refusal.status >= 500) return 'orderNotSent';
  const own = CODE_TEXTS[refusal.code];
  if (own) return own;
  if (Object.keys(errors.fields).length > 0) return 'orderCheckFields';
  return Object.keys(errors.products).length > 0 ? 'orderCartInvalid' : 'orderRefused';
}

/**
 * Whether the server surely made no order: it refused (4xx). No answer or a 5xx leaves it unknown
 * (the order may have been made before the answer was lost), so the next press repeats the order
 * with the same key instead of checking the cart, which an order made would have emptied.
 */
export const surelyRefused = (refusal: CallRefusal) => refusal.kind === 'rejected' && refusal.status < 500;
