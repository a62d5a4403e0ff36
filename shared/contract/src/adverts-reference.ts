// The adverts module's reference data and side calls (spec section 7, "Adverts module"): categories,
// attribute definitions, currency rates, the places an advert names, complaints, the terms (static
// content 2) and the favourite adverts. Texts in the request's language.
import { z } from 'zod';

import { ADVERT_CURRENCIES } from './adverts.ts';
import { advertCardSchema } from './adverts-read.ts';
import { DB_INT_MAX, dbIdParam, requiredText } from './common.ts';

const title = z.string().describe("In the request's language");

export const advertCategoriesResponse = z
  .array(z.object({ id: z.number().int(), slug: z.string(), title }))
  .meta({ id: 'AdvertCategories' });

export const ADVERT_ATTRIBUTE_KINDS = ['number', 'text', 'choice', 'boolean'] as const;
export const advertAttributesQuery = z.object({
  category: dbIdParam.optional().describe("Only this category's attributes (and those of every category)"),
});
export const advertAttributesResponse = z
  .array(
    z.object({
      id: z.number().int(),
      key: z.string(),
      title,
      kind: z.enum(ADVERT_ATTRIBUTE_KINDS).describe('number: digits; boolean: true or false; choice: an option value'),
      unit: z.string(),
      category: z.number().int().nullable().describe('null: every category'),
      options: z.array(z.object({ value: z.string(), title })),
    }),
  )
  .meta({ id: 'AdvertAttributes' });

export const currencyRatesResponse = z
  .object({
    currency: z.string().describe("The shop's currency: every rate is in it"),
    rates: z.array(
      z.object({
        currency: z.enum(ADVERT_CURRENCIES),
        rate: z.number().describe("How much of the shop's currency one unit buys"),
      }),
    ),
  })
  .meta({ id: 'CurrencyRates' });

export const regionsQuery = z.object({
  only_adverts: z
    .enum(['true', 'false'])
    .default('false')
    .describe('true: only regions where the shop has a published advert'),
});
export const advertRegionsResponse = z
  .array(
    z.object({
      id: z.number().int(),
      key: z.string(),
      title,
      adverts_count: z.number().int().describe('Published adverts of the shop in the region'),
    }),
  )
  .meta({ id: 'AdvertRegions' });
export const advertRegionParams = z.object({ id: dbIdParam });
export const advertLocationsResponse = z
  .array(z.object({ id: z.number().int(), key: z.string(), title, region: z.number().int() }))
  .meta({ id: 'AdvertLocations' });
export const sectorsQuery = z.object({ location: dbIdParam.describe('A locality (location) id') });
export const advertSectorsResponse = z
  .array(z.object({ id: z.number().int(), title, location: z.number().int() }))
  .meta({ id: 'AdvertSectors' });

const bodyId = z.number({ error: 'invalid' }).int('invalid').min(1, 'invalid').max(DB_INT_MAX, 'invalid');

export const complaintCategoriesResponse = z
  .array(z.object({ id: z.number().int(), title }))
  .meta({ id: 'ComplaintCategories' });
/** api/complaint/ (spec: category, body, advert), from a signed-in shopper or a guest. */
export const complaintRequest = z.object({
  category: bodyId.describe('An id of api/complaint-categories'),
  body: requiredText(2000),
  advert: bodyId.describe("The advert's id"),
});
export const complaintAcceptedResponse = z
  .object({ id: z.number().int(), status: z.literal('new').describe('Waits for the shop to moderate it') })
  .meta({ id: 'ComplaintAccepted' });

export const staticContentParams = z.object({ id: dbIdParam });
export const staticContentResponse = z
  .object({ id: z.number().int(), title, content: z.string().describe('HTML written by the shop') })
  .meta({ id: 'StaticContent' });

export const favoriteAdvertsQuery = z.object({ category: dbIdParam.optional() });
export const favoriteAdvertsResponse = z
  .object({
    data: z.array(advertCardSchema).describe('Published ones only, the latest added first'),
    advert_ids: z.array(z.number().int()).describe('Every favourite, to mark hearts on any list'),
  })
  .meta({ id: 'FavoriteAdverts' });
export const favoriteAdvertRequest = z.object({ advert: bodyId });
export const favoriteAdvertParams = z.object({ advert: dbIdParam });
export const favoriteAdvertIdsResponse = z
  .object({ advert_ids: z.array(z.number().int()) })
  .meta({ id: 'FavoriteAdvertIds' });
