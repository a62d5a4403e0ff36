// The form's values as the API's fields (the contract's advertCreateRequest): texts trimmed, numbers
// read from what was typed (a comma is a decimal point), empty optional fields null, and the lists
// only with what was filled in. The multipart body and the browser's check both start from this, so
// the check judges exactly what is sent.
import type { AdvertFormValues } from './form-values.ts';

export interface AttributeValue {
  attribute: number;
  value: string;
}
export interface ContactValue {
  type: string;
  value: string;
  name?: string;
}

export interface AdvertFields {
  type: string;
  title_ro: string;
  title_ru: string;
  description_ro: string;
  description_ru: string;
  price: number | string | null;
  default_currency: string;
  area: number | string | null;
  default_area_unit: string;
  lat: number | string | null;
  lon: number | string | null;
  is_active: boolean;
  is_draft: boolean;
  is_negotiable_price: boolean;
  region: number | null;
  location: number | null;
  sector: number | null;
  address: string;
  category: number | null;
  attributes: AttributeValue[];
  contacts: ContactValue[];
  cadastral_number: string | null;
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/** '' -> null, a number -> the number, anything else stays text for the check to refuse at its field. */
export function numberOf(typed: string): number | string | null {
  const clean = typed.trim().replace(/\s/g, '').replace(',', '.');
  if (clean === '') return null;
  return NUMBER.test(clean) ? Number(clean) : typed.trim();
}

export function filledAttributes(values: AdvertFormValues): AttributeValue[] {
  return Object.entries(values.attributes)
    .filter(([, value]) => value.trim() !== '')
    .map(([attribute, value]) => ({ attribute: Number(attribute), value: value.trim() }));
}

/** Spec: contacts are sent only when non-empty; a row left blank is no contact. */
export function filledContacts(values: AdvertFormValues): ContactValue[] {
  return values.contacts
    .filter((contact) => contact.value.trim() !== '')
    .map(({ type, value, name }) => ({ type, value: value.trim(), ...(name.trim() ? { name: name.trim() } : {}) }));
}

export function advertFields(values: AdvertFormValues): AdvertFields {
  return {
    type: values.type,
    title_ro: values.title_ro.trim(),
    title_ru: values.title_ru.trim(),
    description_ro: values.description_ro.trim(),
    description_ru: values.description_ru.trim(),
    price: numberOf(values.price),
    default_currency: values.default_currency,
    area: numberOf(values.area),
    default_area_unit: values.default_area_unit,
    lat: numberOf(values.lat),
    lon: numberOf(values.lon),
    is_active: values.is_active,
    is_draft: values.is_draft,
    is_negotiable_price: values.is_negotiable_price,
    region: values.region,
    location: values.location,
    sector: values.sector,
    address: values.address.trim(),
    category: values.category,
    attributes: filledAttributes(values),
    contacts: filledContacts(values),
    cadastral_number: values.cadastral_number.trim() || null,
  };
}
