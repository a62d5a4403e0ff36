// The advert form's values as the shopper edits them (spec, section 3 "Advert form": exactly its
// fields), with the spec's defaults (EUR, ari, negotiable; active), and the same values read back from
// an advert to edit. Numbers stay the text typed until the form is sent (form-fields.ts reads them).
import type { Advert } from '../../../entities/advert/index.ts';
import { DEFAULT_AREA_UNIT, DEFAULT_CURRENCY } from '../../../shared/config/advert-rules.ts';
import type { AdvertCurrency, AdvertType, AreaUnit, ContactType } from '../../../shared/config/advert-rules.ts';

export interface ContactDraft {
  type: ContactType;
  value: string;
  name: string;
}

export interface AdvertFormValues {
  type: AdvertType;
  title_ro: string;
  title_ru: string;
  description_ro: string;
  description_ru: string;
  /** Major units of default_currency as typed; '' is "price on request". */
  price: string;
  default_currency: AdvertCurrency;
  area: string;
  default_area_unit: AreaUnit;
  lat: string;
  lon: string;
  is_active: boolean;
  /** Set by the button pressed: "Save as draft" or "Publish". */
  is_draft: boolean;
  is_negotiable_price: boolean;
  region: number | null;
  location: number | null;
  sector: number | null;
  address: string;
  category: number | null;
  /** Attribute id -> value as typed or chosen; '' is none. */
  attributes: Record<number, string>;
  contacts: ContactDraft[];
  cadastral_number: string;
}

export type FormField = keyof AdvertFormValues;

export const emptyContact = (): ContactDraft => ({ type: 'phone', value: '', name: '' });

export function defaultValues(): AdvertFormValues {
  return {
    type: 'sale',
    title_ro: '',
    title_ru: '',
    description_ro: '',
    description_ru: '',
    price: '',
    default_currency: DEFAULT_CURRENCY,
    area: '',
    default_area_unit: DEFAULT_AREA_UNIT,
    lat: '',
    lon: '',
    is_active: true,
    is_draft: false,
    is_negotiable_price: true,
    region: null,
    location: null,
    sector: null,
    address: '',
    category: null,
    attributes: {},
    contacts: [emptyContact()],
    cadastral_number: '',
  };
}

const text = (value: number | null) => (value === null ? '' : String(value));

/** An advert of the shopper's as the form edits it (the owner's answer carries the contacts). */
export function valuesOfAdvert(advert: Advert): AdvertFormValues {
  const contacts = (advert.contacts ?? []).map(({ type, value, name }) => ({ type, value, name }));
  return {
    type: advert.type,
    title_ro: advert.title_ro,
    title_ru: advert.title_ru,
    description_ro: advert.description_ro,
    description_ru: advert.description_ru,
    price: text(advert.price),
    default_currency: advert.currency,
    area: text(advert.area),
    default_area_unit: advert.area_unit,
    lat: text(advert.lat),
    lon: text(advert.lon),
    is_active: advert.is_active,
    is_draft: advert.is_draft,
    is_negotiable_price: advert.is_negotiable_price,
    region: advert.region?.id ?? null,
    location: advert.location?.id ?? null,
    sector: advert.sector?.id ?? null,
    address: advert.address,
    category: advert.category.id,
    attributes: Object.fromEntries(advert.attributes.map((a) => [a.attribute, a.value])),
    contacts: contacts.length ? contacts : [emptyContact()],
    cadastral_number: advert.cadastral_number ?? '',
  };
}
