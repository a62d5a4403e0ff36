// The contract's adverts constants this remote's pages need at run time. The contract's schemas stay
// out of the pages' JavaScript (zod alone would double a page), so the values are written here with
// the contract's types, and test/advert-rules.test.ts holds each equal to the contract's own.
import type {
  ADVERT_AREA_UNITS,
  ADVERT_CONTACT_TYPES,
  ADVERT_CURRENCIES,
  ADVERT_OFFER_TYPES,
  ADVERT_SORTS,
  ADVERT_TYPES,
} from '@vitrina/contract';

export type AdvertType = (typeof ADVERT_TYPES)[number];
export type OfferType = (typeof ADVERT_OFFER_TYPES)[number];
export type AdvertSort = (typeof ADVERT_SORTS)[number];
export type AdvertCurrency = (typeof ADVERT_CURRENCIES)[number];
export type AreaUnit = (typeof ADVERT_AREA_UNITS)[number];
export type ContactType = (typeof ADVERT_CONTACT_TYPES)[number];

export const TYPES = ['sale', 'rent'] as const satisfies readonly AdvertType[];
/** Spec: offer type `all` by default. */
export const OFFER_TYPES = ['all', 'sale', 'rent'] as const satisfies readonly OfferType[];
/** Newest first by default. */
export const SORTS = ['newer+', 'price-', 'price+', 'name-', 'name+'] as const satisfies readonly AdvertSort[];
export const DEFAULT_SORT: AdvertSort = 'newer+';
export const CURRENCIES = ['EUR', 'USD', 'MDL'] as const satisfies readonly AdvertCurrency[];
/** Spec: EUR, ari, measure m2. */
export const DEFAULT_CURRENCY: AdvertCurrency = 'EUR';
export const AREA_UNITS = ['ari', 'm2', 'ha'] as const satisfies readonly AreaUnit[];
export const DEFAULT_AREA_UNIT: AreaUnit = 'ari';
export const MEASURE_UNIT: AreaUnit = 'm2';
export const CONTACT_TYPES = ['phone', 'email', 'telegram'] as const satisfies readonly ContactType[];
/** Spec: price range 0 to 999999999 (major units). */
export const PRICE_MAX = 999_999_999;
/** The largest area in any unit; filter bounds are m2, so up to this many hectares. */
export const AREA_MAX = 10_000_000;
export const PAGE_SIZE = 24;
export const IMAGES_MAX = 10;
export const IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const CONTACTS_MAX = 5;
/** The multipart file fields of a new advert and of an edit. */
export const IMAGES_FIELD = 'images';
export const NEW_IMAGES_FIELD = 'new_images';
/** What the API decodes (by content); a picker offers these. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
