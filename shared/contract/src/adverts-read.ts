// Reading adverts: one advert (its card, texts, attributes, pictures, and contacts for its owner), the
// list with its filters and sorts (general/v2/product), the owner's list and the titles per language.
// Money in major units of the advert's currency, and again in the shop's currency through its rates.
import { z } from 'zod';

import { SEARCH_MAX_LENGTH } from '@vitrina/domain';

import {
  ADVERT_AREA_MAX,
  ADVERT_AREA_UNITS,
  ADVERT_CONTACT_TYPES,
  ADVERT_CURRENCIES,
  ADVERT_OFFER_TYPES,
  ADVERT_PRICE_MAX,
  ADVERT_SORTS,
  ADVERT_TYPES,
} from './adverts.ts';
import { dbIdParam, dbText, pageQuery, slugText } from './common.ts';

const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: 'invalid' });

export const advertSlugParams = z.object({ slug: slugText() });

const place = z.object({ id: z.number().int(), title: z.string() }).nullable();
const money = (what: string) => z.number().describe(`Major units of ${what}`);

export const advertCardSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    type: choice(ADVERT_TYPES),
    title: z.string().describe("In the request's language, else the other one the author wrote"),
    price: money('currency').nullable().describe('null: price on request'),
    currency: choice(ADVERT_CURRENCIES),
    shop_price: z
      .object({ price: money('currency'), currency: z.string() })
      .nullable()
      .describe("The price in the shop's currency through api/currency-rates; null without a price"),
    is_negotiable_price: z.boolean(),
    area: z.number().nullable(),
    area_unit: choice(ADVERT_AREA_UNITS),
    category: z.object({ id: z.number().int(), title: z.string() }),
    region: place,
    location: place,
    sector: place,
    address: z.string(),
    image: z.string().nullable().describe('The preview picture, a /media URL'),
    images_count: z.number().int(),
    is_draft: z.boolean(),
    is_active: z.boolean(),
    is_deleted: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'AdvertCard' });
export type AdvertCard = z.infer<typeof advertCardSchema>;

export const advertContactSchema = z
  .object({ id: z.number().int(), type: choice(ADVERT_CONTACT_TYPES), value: z.string(), name: z.string() })
  .meta({ id: 'AdvertContact' });

export const advertSchema = advertCardSchema
  .extend({
    title_ro: z.string(),
    title_ru: z.string(),
    description: z.string(),
    description_ro: z.string(),
    description_ru: z.string(),
    lat: z.number().nullable(),
    lon: z.number().nullable(),
    cadastral_number: z.string().nullable(),
    attributes: z.array(
      z.object({
        attribute: z.number().int(),
        key: z.string(),
        title: z.string(),
        value: z.string(),
        value_title: z.string().describe('A choice shown in words; else the value itself'),
        unit: z.string(),
      }),
    ),
    images: z.array(
      z.object({
        id: z.number().int(),
        url: z.string(),
        width: z.number().int(),
        height: z.number().int(),
        is_preview: z.boolean(),
      }),
    ),
    has_contacts: z.boolean(),
    is_owner: z.boolean(),
    contacts: z
      .array(advertContactSchema)
      .nullable()
      .describe('The owner only; anyone else asks api/adverts/{slug}/contacts (limited per address)'),
  })
  .meta({ id: 'Advert' });
export type Advert = z.infer<typeof advertSchema>;

export const advertContactsResponse = z
  .object({ contacts: z.array(advertContactSchema) })
  .meta({ id: 'AdvertContacts' });

/** A price or area bound as the filters write it: 0 or absent is none. */
const bound = (max: number) => z.coerce.number({ error: 'invalid' }).min(0, 'too_small').max(max, 'too_big');

/** general/v2/product: the list, one page, filtered and sorted. */
export const advertListQuery = z.object({
  page: pageQuery,
  sortBy: choice(ADVERT_SORTS).default('newer+'),
  type: choice(ADVERT_OFFER_TYPES).default('all'),
  category: dbIdParam.optional(),
  region: dbIdParam.optional(),
  location: dbIdParam.optional(),
  sector: dbIdParam.optional(),
  price_min: bound(ADVERT_PRICE_MAX).optional().describe("Major units of the shop's currency"),
  price_max: bound(ADVERT_PRICE_MAX).optional().describe("Major units of the shop's currency"),
  area_min: bound(ADVERT_AREA_MAX * 10_000)
    .optional()
    .describe('Square metres (the measure unit)'),
  area_max: bound(ADVERT_AREA_MAX * 10_000)
    .optional()
    .describe('Square metres (the measure unit)'),
  search: dbText()
    .max(SEARCH_MAX_LENGTH)
    .optional()
    .describe('Words of the title or description, ro or ru, Cyrillic or Latin; under 2 characters finds nothing'),
});
export type AdvertListQuery = z.infer<typeof advertListQuery>;

export const advertListResponse = z
  .object({
    data: z.array(advertCardSchema),
    totalCount: z.number().int(),
    pages: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  })
  .meta({ id: 'AdvertList' });
export type AdvertList = z.infer<typeof advertListResponse>;

/** api/my-adverts/: the owner's adverts, drafts and inactive ones too (deleted ones are gone). */
export const myAdvertsQuery = z.object({
  page: pageQuery,
  status: choice(['all', 'published', 'draft', 'inactive'] as const).default('all'),
});

/** api/advert-title/{slug}: the titles per language, for the language switch. */
export const advertTitleResponse = z
  .object({ slug: z.string(), title_ro: z.string(), title_ru: z.string() })
  .meta({ id: 'AdvertTitle' });
