// The sentence a refusal code shows beside its field or line. Contact codes are the forms' field
// codes (@vitrina/contract's FIELD_CODES); line codes are the API's refusals of a product or of a
// line's count or price. An unknown code still says which field to check.
import type { CartTextKey } from '../../../shared/i18n/index.ts';

const FIELD_TEXTS: Record<string, CartTextKey> = {
  required: 'quoteFieldRequired',
  invalid_email: 'quoteEmailInvalid',
  invalid_phone: 'quotePhoneInvalid',
};

/** The products the shop refused (not its own, not active, not available, named twice). */
const LINE_REFUSALS = new Set(['not_found', 'inactive', 'unavailable', 'duplicate']);

export function refusalTextKey(where: 'field' | 'line', codes: readonly string[]): CartTextKey {
  if (where === 'line') return codes.some((code) => LINE_REFUSALS.has(code)) ? 'quoteLineRefused' : 'quoteLineInvalid';
  return FIELD_TEXTS[codes[0] ?? ''] ?? 'quoteFieldInvalid';
}
