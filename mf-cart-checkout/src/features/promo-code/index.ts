// The promo code: the field, the call, and the spec's display of a refusal.
export { $promoError, $promoPending, $promoText, promoSubmitted, promoTextChanged } from './model/promo-model.ts';
export type { PromoError } from './model/promo-model.ts';
export { promoErrorText, promoRefusalText } from './lib/promo-error.ts';
export { PromoForm } from './ui/PromoForm.tsx';
