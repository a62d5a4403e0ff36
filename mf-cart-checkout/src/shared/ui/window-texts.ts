// What a window's form says of a refusal: the API's field codes and problem codes as the remote's
// text keys. A code the windows do not know yet reads as the general refusal, never as a raw code.
import type { CartTextKey } from '../i18n/index.ts';

const FIELD_TEXTS: Readonly<Record<string, CartTextKey>> = {
  required: 'pwFieldRequired',
  too_long: 'pwFieldTooLong',
  invalid_email: 'pwFieldEmail',
  invalid_phone: 'pwFieldPhone',
};

export const fieldTextKey = (code: string): CartTextKey => FIELD_TEXTS[code] ?? 'pwFieldInvalid';

const PROBLEM_TEXTS: Readonly<Record<string, CartTextKey>> = {
  failed: 'pwSendFailed',
  rate_limited: 'pwRateLimited',
  over_stock: 'pwOutOfStock',
  out_of_stock: 'pwOutOfStock',
  in_stock: 'pwBackInStock',
  unavailable: 'pwUnavailable',
  product_unavailable: 'pwUnavailable',
  not_found: 'pwUnavailable',
  prescription_not_confirmed: 'problemPrescription',
  registration_required: 'pwSignInToOrder',
  amount_out_of_range: 'creditOutOfRange',
};

export const problemTextKey = (code: string): CartTextKey => PROBLEM_TEXTS[code] ?? 'pwRefused';
