// Where a refusal lands on the form. The API names fields by their path in the order's body
// (`contact.phone`, `delivery.address.building`, zod's paths) and a few by their own name (the
// delivery pricer's `region_id`); each lands at the field that shows it, products' problems
// (`products.<id>`) at their lines, anything else above the order button. Codes are the contract's
// field codes; each has a sentence in the shopper's language.
import type { FieldErrors } from '../../../shared/api/cart-call.ts';
import type { CartTextKey } from '../../../shared/i18n/index.ts';

/** The form's fields, named as the order's body names them. */
export const FORM_FIELDS = [
  'contact.name',
  'contact.email',
  'contact.phone',
  'delivery.method',
  'delivery.store_id',
  'delivery.date',
  'delivery.shipping_address_id',
  'delivery.region_id',
  'delivery.locality_id',
  'delivery.address.sector_id',
  'delivery.address.street',
  'delivery.address.building',
  'delivery.address.apartment',
  'delivery.address.note',
  'delivery.delivery_type',
  'delivery.carrier.city_ref_id',
  'delivery.carrier.point',
  'payment_method',
  'program_id',
  'months',
  'company_id',
  'comment',
] as const;
export type FormField = (typeof FORM_FIELDS)[number];

/** Other names the API gives a field: the pricer's, an object's, a reference's. */
const ALIASES: Record<string, FormField> = {
  region_id: 'delivery.region_id',
  locality_id: 'delivery.locality_id',
  'delivery.time': 'delivery.date',
  'delivery.address': 'delivery.address.building',
  'delivery.address.street_id': 'delivery.address.street',
  'delivery.carrier': 'delivery.carrier.city_ref_id',
  'delivery.carrier.type': 'delivery.carrier.point',
  'delivery.carrier.warehouse_ref_id': 'delivery.carrier.point',
  'delivery.carrier.postmachine_ref_id': 'delivery.carrier.point',
};

const isFormField = (key: string): key is FormField => (FORM_FIELDS as readonly string[]).includes(key);

/** A refusal sorted by where it shows. */
export interface FormErrors {
  fields: Partial<Record<FormField, string[]>>;
  /** `products.<id>` keys, as validate-products gives them (the lines read them the same way). */
  products: FieldErrors;
  /** Keys the form has no place for. */
  other: FieldErrors;
}

export function formErrorsOf(errors: FieldErrors): FormErrors {
  const sorted: FormErrors = { fields: {}, products: {}, other: {} };
  for (const [key, codes] of Object.entries(errors)) {
    const field = isFormField(key) ? key : ALIASES[key];
    if (field) sorted.fields[field] = [...(sorted.fields[field] ?? []), ...codes];
    else if (/^products\.\d+$/.test(key)) sorted.products[key] = codes;
    else sorted.other[key] = codes;
  }
  return sorted;
}

export const hasFieldErrors = (errors: FormErrors) => Object.keys(errors.fields).length > 0;

const CODE_TEXTS: Record<string, CartTextKey> = {
  required: 'fieldRequired',
  too_long: 'fieldTooLong',
  invalid_email: 'fieldEmail',
  invalid_phone: 'fieldPhone',
  not_found: 'fieldNotFound',
  not_in_region: 'fieldNotInRegion',
  not_in_locality: 'fieldNotInLocality',
  not_offered: 'fieldNotOffered',
  amount_out_of_range: 'fieldCreditAmount',
};

/** The sentence for a field's first code; a code this version does not know still says "check it". */
export const fieldErrorKey = (codes: readonly string[]): CartTextKey => CODE_TEXTS[codes[0] ?? ''] ?? 'fieldInvalid';
