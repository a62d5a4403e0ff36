// What a refused promo code shows (spec, section 5): the first message of the first array-valued
// error field, else the string values, else "Unknown error" (null here: the view says it in the
// shopper's language). The API puts its sentence under `fieldErrors.code`, already translated.
import type { CallRefusal } from '../../../shared/api/cart-call.ts';

export function promoErrorText(errors: Record<string, unknown>): string | null {
  const values = Object.values(errors);
  for (const value of values) {
    if (!Array.isArray(value)) continue;
    const first: unknown = value[0];
    if (typeof first === 'string' && first.trim() !== '') return first;
  }
  const texts = values.filter((value): value is string => typeof value === 'string' && value.trim() !== '');
  return texts.length > 0 ? texts.join(' ') : null;
}

/** A refusal's text; a call with no answer (or none in the error shape) has none to show. */
export function promoRefusalText(refusal: CallRefusal): string | null {
  return refusal.kind === 'rejected' ? promoErrorText(refusal.fieldErrors) : null;
}
