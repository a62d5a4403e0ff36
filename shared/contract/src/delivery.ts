// Delivery calls (spec section 7, "Addresses and delivery"): the regions, localities, sectors and
// streets an address is made of, a store's delivery slots, the shop's delivery text, the price of
// delivering the caller's cart, and the parcel carrier's look-ups (general/v2/novapost/*, answers
// in `data`). Money in major units, as every price of the API.
import { z } from 'zod';

import { CHECKOUT_DELIVERY_METHODS, DELIVERY_TYPES } from '@vitrina/domain';

import { cartOwnerQuery } from './cart.ts';
import { DB_INT_MAX, dbIdParam, dbText } from './common.ts';

const label = z.string().describe("In the request's language");

export const regionListResponse = z
  .array(
    z.object({
      regionId: z.number().int(),
      key: z.string(),
      label,
      localities: z.array(
        z.object({
          localityId: z.number().int(),
          key: z.string(),
          label,
          is_suburb: z.boolean().describe('A suburb of Chisinau: its own delivery price and threshold'),
        }),
      ),
    }),
  )
  .meta({ id: 'RegionList' });

export const sectorListQuery = z.object({ locality_id: dbIdParam.optional() });
export const sectorListResponse = z
  .array(z.object({ sectorId: z.number().int(), localityId: z.number().int(), label }))
  .meta({ id: 'SectorList' });

/** The longest street prefix worth typing; the list holds at most STREET_LIST_MAX streets. */
export const STREET_SEARCH_MAX_LENGTH = 100;
export const STREET_LIST_MAX = 50;
export const streetListQuery = z.object({
  locality_id: dbIdParam,
  search: dbText()
    .max(STREET_SEARCH_MAX_LENGTH)
    .optional()
    .describe('The beginning of the street name, any case, with or without diacritics'),
});
export const streetListResponse = z
  .array(
    z.object({
      id: z.number().int().describe('shipping_street_id of an address'),
      localityId: z.number().int(),
      label,
    }),
  )
  .max(STREET_LIST_MAX)
  .meta({ id: 'StreetList' });

export const storeParams = z.object({ storeId: dbIdParam });
export const deliveryTimeResponse = z
  .object({
    store_id: z.number().int(),
    days: z.array(
      z.object({
        date: z.string().describe("YYYY-MM-DD in the store's time zone"),
        weekday: z.number().int().min(1).max(7).describe('1 is Monday'),
        slots: z.array(z.string().describe("HH:MM-HH:MM, the store's wall-clock time")),
      }),
    ),
  })
  .meta({ id: 'DeliveryTime' });

/** How many products one store list may ask about. */
export const STORE_PRODUCTS_MAX = 50;
/** general/stores: `product_ids` repeated (`?product_ids=1&product_ids=2`) or once. */
export const storeListQuery = z.object({
  product_ids: z
    .union([dbIdParam, z.array(dbIdParam).min(1).max(STORE_PRODUCTS_MAX)])
    .optional()
    .describe('Products to say, per store, whether they can be picked up there'),
});
export const storeListResponse = z
  .array(
    z.object({
      id: z.number().int().describe('store_id of a pickup order and of general/delivery-time'),
      name: label,
      address: label,
      locality: label.nullable().describe('null for a store outside the places delivered to'),
      opening_hours: z
        .array(z.object({ opens: z.string(), closes: z.string() }).nullable().describe('null: closed that day'))
        .length(7)
        .describe("Monday first, HH:MM in the store's time zone"),
      time_zone: z.string(),
      lat: z.number().min(-90).max(90).nullable().describe('WGS 84; null when the shop has not placed it'),
      lon: z.number().min(-180).max(180).nullable(),
      phone: z.string().nullable(),
      pickup: z
        .array(z.object({ product_id: z.number().int(), available: z.boolean() }))
        .optional()
        .describe('With product_ids: whether each can be picked up here; products the shop does not have are left out'),
    }),
  )
  .meta({ id: 'StoreList' });
export type StoreList = z.infer<typeof storeListResponse>;

export const deliveryInfoTextResponse = z.object({ text: z.string() }).meta({ id: 'DeliveryInfoText' });

const bodyId = z.number({ error: 'invalid' }).int('invalid').min(1, 'invalid').max(DB_INT_MAX, 'invalid');
export const deliveryPriceRequest = cartOwnerQuery.extend({
  method: z.enum(CHECKOUT_DELIVERY_METHODS, { error: 'invalid' }),
  region_id: bodyId.optional().describe('Needed for address delivery'),
  locality_id: bodyId.optional().describe('Needed for address delivery; one of the region'),
  delivery_type: z
    .enum(DELIVERY_TYPES, { error: 'invalid' })
    .default('standart')
    .describe('express exists in region 3 only; elsewhere it is priced as standart'),
});
export const deliveryPriceResponse = z
  .object({
    price: z.number().describe("Major units: delivering the caller's cart as asked, computed on the server"),
    currency: z.string(),
    free_from: z.number().nullable().describe('Goods total from which this delivery is free; null when never'),
  })
  .meta({ id: 'DeliveryPrice' });
export type DeliveryPrice = z.infer<typeof deliveryPriceResponse>;

// The parcel carrier (Nova Poshta's calls): refs are the carrier's own identifiers.
const ref = dbText('invalid', z.string({ error: 'invalid' }))
  .min(1, 'required')
  .max(64, 'too_long');
const query = dbText('invalid', z.string({ error: 'invalid' })).max(100, 'too_long');
export const carrierCityRequest = z.object({ query: query.default('') });
export const carrierStreetRequest = z.object({ cityRef: ref, query: query.default('') });
export const carrierPointRequest = z.object({
  cityRef: ref,
  number: query.optional().describe('The branch or post machine number, or the start of it'),
});
export const CARRIER_DELIVERY_TYPES = ['courier', 'warehouse', 'postmachine'] as const;
export const carrierPriceRequest = z.object({
  type: z.enum(CARRIER_DELIVERY_TYPES, { error: 'invalid' }),
  city_ref_id: ref,
  warehouse_ref_id: ref.optional(),
  postmachine_ref_id: ref.optional(),
});

const data = <T extends z.ZodType>(item: T, id: string) => z.object({ data: z.array(item) }).meta({ id });
export const carrierCityResponse = data(
  z.object({ ref: z.string(), description: z.string(), area: z.string() }),
  'CarrierCities',
);
export const carrierStreetResponse = data(
  z.object({ ref: z.string(), streetType: z.string(), description: z.string(), descriptionRo: z.string() }),
  'CarrierStreets',
);
export const carrierPointResponse = data(
  z.object({ ref: z.string(), number: z.string(), address: z.object({ description: z.string() }) }),
  'CarrierPoints',
);
export const carrierPriceResponse = data(
  z.union([
    z.object({
      cost: z.number().describe('Major units of `currency`, paid to the carrier'),
      currency: z.string(),
      days: z.number().int(),
    }),
    z.string().describe('Why the route cannot be priced (shown as a warning)'),
  ]),
  'CarrierPrice',
);
export type CarrierPriceAnswer = z.infer<typeof carrierPriceResponse>;
