// Delivery's reference data (migration 0022): the regions and localities delivered to (ids fixed by
// @vitrina/domain's REGIONS), the sectors and streets an address names, each shop's stores with
// their hours, and the delivery prices a product has by zone.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import type { OpeningHours } from '@vitrina/domain';

import { products } from './catalog.ts';
import { sites } from './sites.ts';

/** Shared by every shop: the country's map does not change with the brand. */
export const regions = pgTable('regions', {
  id: integer('id').primaryKey(),
  key: text('key').notNull().unique('regions_key_unique'),
  label: jsonb('label').notNull(),
  position: integer('position').notNull().default(0),
});

export const localities = pgTable(
  'localities',
  {
    id: integer('id').primaryKey(),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    label: jsonb('label').notNull(),
    isSuburb: boolean('is_suburb').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('localities_region_key_idx').on(t.regionId, t.key)],
);

export const sectors = pgTable(
  'sectors',
  {
    id: serial('id').primaryKey(),
    localityId: integer('locality_id')
      .notNull()
      .references(() => localities.id, { onDelete: 'cascade' }),
    label: jsonb('label').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('sectors_locality_idx').on(t.localityId, t.position)],
);

export const streets = pgTable(
  'streets',
  {
    id: serial('id').primaryKey(),
    localityId: integer('locality_id')
      .notNull()
      .references(() => localities.id, { onDelete: 'cascade' }),
    label: jsonb('label').notNull(),
    /** The name in each language folded to lower-case Latin (foldToLatin): what a prefix is matched against. */
    searchKeys: text('search_keys').array().notNull(),
    /** The list's order: the main name, folded. */
    sortKey: text('sort_key').notNull(),
  },
  (t) => [index('streets_locality_sort_idx').on(t.localityId, t.sortKey)],
);

export const stores = pgTable(
  'stores',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    name: jsonb('name').notNull(),
    address: jsonb('address').notNull(),
    localityId: integer('locality_id').references(() => localities.id, { onDelete: 'set null' }),
    timeZone: text('time_zone').notNull().default('Europe/Chisinau'),
    /** Seven entries, Monday first. */
    openingHours: jsonb('opening_hours').$type<OpeningHours[]>().notNull(),
    /** Hours an order needs before it can leave the store: the first slot starts after them. */
    preparationHours: integer('preparation_hours').notNull().default(0),
    position: integer('position').notNull().default(0),
    /** Where it is on the map (WGS 84, migration 0025); both or neither. */
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    phone: text('phone'),
  },
  (t) => [
    index('stores_site_idx').on(t.siteId, t.position),
    check(
      'stores_coordinates_check',
      sql`(${t.lat} IS NULL) = (${t.lon} IS NULL) AND ${t.lat} BETWEEN -90 AND 90 AND ${t.lon} BETWEEN -180 AND 180`,
    ),
    check('stores_preparation_hours_check', sql`${t.preparationHours} BETWEEN 0 AND 720`),
    check('stores_opening_hours_check', sql`jsonb_array_length(${t.openingHours}) = 7`),
  ],
);

/**
 * A product's own delivery prices, minor units of the shop's currency; null where it has none for
 * that zone. A product without a row is priced with the shop's default prices (its settings).
 */
export const productDeliveryPrices = pgTable(
  'product_delivery_prices',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    standartKishinevMinor: integer('standart_kishinev_minor'),
    expressKishinevMinor: integer('express_kishinev_minor'),
    suburbsMinor: integer('suburbs_minor'),
    regionMinor: integer('region_minor'),
  },
  (t) => [
    check(
      'product_delivery_prices_non_negative_check',
      sql`${t.standartKishinevMinor} >= 0 AND ${t.expressKishinevMinor} >= 0 AND ${t.suburbsMinor} >= 0 AND ${t.regionMinor} >= 0`,
    ),
  ],
);
