// The adverts module (issue 20, spec sections 3 "Advert form", 4 "Adverts", 9 "Adverts"): real-estate
// classifieds of a shop that turns them on. Its constants, and the advert form's fields exactly as the
// spec lists them with the edit call's lists (new_contacts, new_images, ...). Reading adverts (one,
// the list): adverts-read.ts; reference data, complaints and favourites: adverts-reference.ts.
import { z } from 'zod';

import { consultationFields, newsletterFields } from './forms.ts';
import { DB_INT_MAX, dbText, freeText } from './common.ts';

/** Spec: "offer type all" is the list's default; an advert itself is one of these. */
export const ADVERT_TYPES = ['sale', 'rent'] as const;
export const ADVERT_OFFER_TYPES = ['all', ...ADVERT_TYPES] as const;
/** The currencies an advert is priced in (the shops' rates cover each); EUR by default (spec). */
export const ADVERT_CURRENCIES = ['EUR', 'USD', 'MDL'] as const;
export const ADVERT_DEFAULT_CURRENCY = 'EUR';
/** The units an area is given in: ari by default (spec); ranges and sorts compare m2, the measure unit. */
export const ADVERT_AREA_UNITS = ['ari', 'm2', 'ha'] as const;
export const ADVERT_DEFAULT_AREA_UNIT = 'ari';
export const ADVERT_MEASURE_UNIT = 'm2';
/** Spec: price range 0 to 999999999 (major units). */
export const ADVERT_PRICE_MAX = 999_999_999;
/** The largest area taken, in any unit: a whole district in hectares, far beyond any real plot. */
export const ADVERT_AREA_MAX = 10_000_000;
export const ADVERT_TITLE_MIN = 3;
export const ADVERT_TITLE_MAX = 150;
export const ADVERT_DESCRIPTION_MAX = 5000;
export const ADVERT_CONTACTS_MAX = 5;
export const ADVERT_ATTRIBUTES_MAX = 40;
/** Spec sorts without sort_priority- (adverts have no priority): newest first by default. */
export const ADVERT_SORTS = ['newer+', 'price-', 'price+', 'name-', 'name+'] as const;
export const ADVERTS_PAGE_SIZE = 24;

/** Pictures: the multipart file fields, how many an advert keeps, and what one file may be. */
export const ADVERT_IMAGES_FIELD = 'images';
export const ADVERT_NEW_IMAGES_FIELD = 'new_images';
export const ADVERT_IMAGES_MAX = 10;
export const ADVERT_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
/** As the profile picture: a 40 MP photo decodes in about 160 MB; more is a decompression bomb. */
export const ADVERT_IMAGE_MAX_PIXELS = 40_000_000;
/** The stored picture is WebP and fits this square. */
export const ADVERT_IMAGE_SIDE = 1600;
/**
 * The longest body an advert call (create, edit) may declare: every picture at its largest, and
 * 4 MiB for the text fields (60 of up to 64 KiB) and the parts' headers. The API refuses a longer
 * one before reading it (413), and the gateway's /api proxy lets exactly this much through on
 * these two calls (6 MiB elsewhere).
 */
export const ADVERT_BODY_MAX_BYTES = ADVERT_IMAGES_MAX * ADVERT_IMAGE_MAX_BYTES + 4 * 1024 * 1024;

/**
 * The field codes of the advert calls besides the forms' ones: a place that does not belong to the
 * one above it, a value out of range, two coordinates given apart, and what publishing needs.
 */
export const ADVERT_FIELD_CODES = [
  'too_small',
  'too_big',
  'too_short',
  'mismatch',
  'required_to_publish',
  'too_many',
  'too_many_pixels',
  'unknown_field',
] as const;

const id = z.number({ error: 'invalid' }).int('invalid').min(1, 'invalid').max(DB_INT_MAX, 'invalid');
const flag = z.boolean({ error: 'invalid' });
const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: 'invalid' });
/** Whether a number has at most two decimals (within float error: 0.1 + 0.2 counts as 0.3). */
const inHundredths = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;
/** Up to two decimals, so an amount is whole in minor units (and an area in hundredths). */
const amount = (max: number) =>
  z.number({ error: 'invalid' }).min(0, 'too_small').max(max, 'too_big').refine(inHundredths, 'invalid');
const text = freeText;
/** A title may be left empty in one language (one of the two is required: the server's rule). */
const title = text(ADVERT_TITLE_MAX).refine((t) => t === '' || t.length >= ADVERT_TITLE_MIN, 'too_short');

export const advertAttributeValue = z.strictObject({
  attribute: id,
  value: dbText('invalid', z.string({ error: 'invalid' }))
    .trim()
    .min(1, 'required')
    .max(200, 'too_long'),
});

/** A way to reach the author; phones and addresses as the shop's forms take them. */
export const ADVERT_CONTACT_TYPES = ['phone', 'email', 'telegram'] as const;
export const advertContact = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('phone'), value: consultationFields.shape.phone, name: text(100).optional() }),
    z.strictObject({ type: z.literal('email'), value: newsletterFields.shape.email, name: text(100).optional() }),
    z.strictObject({
      type: z.literal('telegram'),
      value: z
        .string({ error: 'required' })
        .trim()
        .regex(/^@?[A-Za-z0-9_]{5,32}$/, 'invalid'),
      name: text(100).optional(),
    }),
  ],
  { error: 'invalid' },
);
export type AdvertContactInput = z.infer<typeof advertContact>;

/**
 * Moldova's cadastral numbers: the district's and sector's 7 digits, the parcel's 3, optionally the
 * building's and the unit's (0100415.123.01.045).
 */
const cadastralNumber = z
  .string({ error: 'invalid' })
  .trim()
  .regex(/^\d{7}\.\d{3}(\.\d{2}(\.\d{3})?)?$/, 'invalid');

/**
 * The advert form's fields (spec), with no defaults: what an edit may change. Multipart sends each as
 * text (numbers, true/false, JSON for the lists); JSON sends them typed. Empty lists are refused
 * (spec: images and contacts are sent only when non-empty).
 */
const advertFields = z.object({
  type: choice(ADVERT_TYPES),
  title_ro: title,
  title_ru: title,
  description_ro: text(ADVERT_DESCRIPTION_MAX),
  description_ru: text(ADVERT_DESCRIPTION_MAX),
  price: amount(ADVERT_PRICE_MAX).nullable().describe('Major units of default_currency; null: price on request'),
  default_currency: choice(ADVERT_CURRENCIES),
  area: amount(ADVERT_AREA_MAX).nullable().describe('In default_area_unit'),
  default_area_unit: choice(ADVERT_AREA_UNITS),
  lat: z.number({ error: 'invalid' }).min(-90, 'too_small').max(90, 'too_big').nullable(),
  lon: z.number({ error: 'invalid' }).min(-180, 'too_small').max(180, 'too_big').nullable(),
  is_active: flag,
  is_draft: flag,
  is_negotiable_price: flag,
  region: id.nullable().describe('A region of api/advert-regions'),
  location: id.nullable().describe("A locality of the region's api/advert-regions/{id}/locations"),
  sector: id.nullable().describe("A sector of the location's api/sectors"),
  address: text(200),
  category: id.describe('An id of api/adverts-categories'),
  attributes: z
    .array(advertAttributeValue, { error: 'invalid' })
    .min(1, 'required')
    .max(ADVERT_ATTRIBUTES_MAX, 'too_many'),
  contacts: z.array(advertContact, { error: 'invalid' }).min(1, 'required').max(ADVERT_CONTACTS_MAX, 'too_many'),
  cadastral_number: cadastralNumber.nullable(),
});
const field = advertFields.shape;

/**
 * api/adverts/ POST: the form (its `images` are the multipart files). Spec defaults: EUR, ari,
 * negotiable; published and active unless told otherwise.
 */
export const advertCreateRequest = z.strictObject({
  ...field,
  title_ro: field.title_ro.default(''),
  title_ru: field.title_ru.default(''),
  description_ro: field.description_ro.default(''),
  description_ru: field.description_ru.default(''),
  price: field.price.default(null),
  default_currency: field.default_currency.default(ADVERT_DEFAULT_CURRENCY),
  area: field.area.default(null),
  default_area_unit: field.default_area_unit.default(ADVERT_DEFAULT_AREA_UNIT),
  lat: field.lat.default(null),
  lon: field.lon.default(null),
  is_active: flag.default(true),
  is_draft: flag.default(false),
  is_negotiable_price: flag.default(true),
  region: field.region.default(null),
  location: field.location.default(null),
  sector: field.sector.default(null),
  address: field.address.default(''),
  attributes: field.attributes.optional(),
  contacts: field.contacts.optional(),
  cadastral_number: field.cadastral_number.default(null),
});
export type AdvertCreateRequest = z.infer<typeof advertCreateRequest>;

/** `12` keeps an image the advert has as its preview; `new:0` the first of this call's new_images. */
const imagePreview = z
  .string({ error: 'invalid' })
  .regex(/^(\d{1,10}|new:\d{1,2})$/, 'invalid')
  .describe('An image id of the advert, or new:<n> for the n-th (from 0) of new_images');

/** api/adverts/{slug}/ PATCH: any form field, and the changes of its lists. */
export const advertUpdateRequest = z.strictObject({
  ...advertFields.omit({ attributes: true, contacts: true }).partial().shape,
  new_contacts: field.contacts.optional().describe("Replaces the advert's contacts"),
  new_attributes: field.attributes.optional().describe('Sets these attributes (a value again replaces it)'),
  attributes_to_delete: z
    .array(id, { error: 'invalid' })
    .min(1, 'required')
    .max(ADVERT_ATTRIBUTES_MAX, 'too_many')
    .optional()
    .describe('Attribute ids whose values the advert drops'),
  images_to_delete: z
    .array(id, { error: 'invalid' })
    .min(1, 'required')
    .max(ADVERT_IMAGES_MAX, 'too_many')
    .optional()
    .describe('Image ids of the advert to remove'),
  image_preview: imagePreview.optional(),
});
export type AdvertUpdateRequest = z.infer<typeof advertUpdateRequest>;
