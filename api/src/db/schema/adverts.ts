// The adverts module (migrations 0027, 0030, 0031): a shop's real-estate classifieds and what they
// name. Places are delivery's regions, localities and sectors (one map of the country for both);
// categories, attribute definitions, complaint categories, currency rates and the terms are each
// shop's own.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { users } from './accounts.ts';
import { localities, regions, sectors } from './delivery.ts';
import { sites } from './sites.ts';
import { updatedAt } from './updated-at.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
/** Written by the adverts_tsv trigger only; read in raw SQL (search). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const advertCategories = pgTable(
  'advert_categories',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: jsonb('title').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('advert_categories_site_slug_idx').on(t.siteId, t.slug)],
);

export type AdvertAttributeKind = 'number' | 'text' | 'choice' | 'boolean';

/** What an advert of a category may say about itself (rooms, floor, heating); null category: every one. */
export const advertAttributes = pgTable(
  'advert_attributes',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => advertCategories.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    title: jsonb('title').notNull(),
    kind: text('kind').$type<AdvertAttributeKind>().notNull(),
    unit: text('unit').notNull().default(''),
    /** A choice's options: [{ value, title: { ro, ru, ... } }]. */
    options: jsonb('options').$type<{ value: string; title: Record<string, string> }[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('advert_attributes_site_idx').on(t.siteId, t.position),
    check('advert_attributes_kind_check', sql`${t.kind} IN ('number', 'text', 'choice', 'boolean')`),
  ],
);

/** Published: the adverts the list shows, and the predicate of its partial indexes. */
const listed = (t: { isDraft: AnyPgColumn; isActive: AnyPgColumn; isDeleted: AnyPgColumn }) =>
  sql`NOT ${t.isDraft} AND ${t.isActive} AND NOT ${t.isDeleted}`;
/** The columns the list filters by with equality, in every sort index after its order. */
const filtered = (t: Record<'type' | 'categoryId' | 'regionId' | 'localityId' | 'sectorId', AnyPgColumn>) => [
  t.type,
  t.categoryId,
  t.regionId,
  t.localityId,
  t.sectorId,
];

export const adverts = pgTable(
  'adverts',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** The author: a deleted account takes its adverts with it. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    type: text('type').notNull(),
    titleRo: text('title_ro').notNull().default(''),
    titleRu: text('title_ru').notNull().default(''),
    descriptionRo: text('description_ro').notNull().default(''),
    descriptionRu: text('description_ru').notNull().default(''),
    /** Minor units of `currency`: up to 999 999 999.00, past a 32-bit integer. null: on request. */
    priceMinor: bigint('price_minor', { mode: 'number' }),
    currency: text('currency').notNull().default('EUR'),
    /**
     * The price in minor units of the shop's currency (round(price × the shop's rate)), null without
     * a price or a rate: what the list shows, filters and sorts by. Kept by triggers from the price,
     * the rates and the shop's currency (migration 0031); a value written here is replaced.
     */
    shopPriceMinor: bigint('shop_price_minor', { mode: 'number' }),
    isNegotiablePrice: boolean('is_negotiable_price').notNull().default(true),
    area: numeric('area', { precision: 12, scale: 2, mode: 'number' }),
    areaUnit: text('area_unit').notNull().default('ari'),
    /** The area in the measure unit, m2, that ranges and sorts compare; kept by PostgreSQL itself. */
    areaM2: numeric('area_m2', { mode: 'number' }).generatedAlwaysAs(
      sql`CASE area_unit WHEN 'ari' THEN area * 100 WHEN 'ha' THEN area * 10000 ELSE area END`,
    ),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    regionId: integer('region_id').references(() => regions.id, { onDelete: 'set null' }),
    localityId: integer('locality_id').references(() => localities.id, { onDelete: 'set null' }),
    sectorId: integer('sector_id').references(() => sectors.id, { onDelete: 'set null' }),
    address: text('address').notNull().default(''),
    categoryId: integer('category_id')
      .notNull()
      .references(() => advertCategories.id, { onDelete: 'restrict' }),
    cadastralNumber: text('cadastral_number'),
    isDraft: boolean('is_draft').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    isDeleted: boolean('is_deleted').notNull().default(false),
    /**
     * Titles and descriptions folded to Latin (SQL fold_to_latin = foldToLatin): Latin spellings of
     * Cyrillic. Written by the adverts_tsv trigger only (migration 0030), whoever writes the texts.
     */
    searchFolded: text('search_folded').notNull().default(''),
    tsv: tsvector('tsv'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('adverts_site_slug_idx').on(t.siteId, t.slug),
    index('adverts_user_idx').on(t.userId, t.createdAt),
    // The list's sorts and filters, over the published adverts only (migration 0031: what each index
    // holds and why). A sort's index carries every filter's column after its order, so a filtered page
    // is an index-only walk.
    index('adverts_listed_idx')
      .on(t.siteId, t.createdAt.desc(), t.id.desc(), ...filtered(t), t.shopPriceMinor, t.areaM2)
      .where(listed(t)),
    index('adverts_listed_price_idx')
      .on(t.siteId, t.shopPriceMinor, t.id, ...filtered(t), t.areaM2)
      .where(listed(t)),
    index('adverts_listed_price_desc_idx')
      .on(t.siteId, t.shopPriceMinor.desc().nullsLast(), t.id.desc().nullsFirst(), ...filtered(t), t.areaM2)
      .where(listed(t)),
    index('adverts_listed_name_ro_idx')
      .on(
        t.siteId,
        sql`lower(coalesce(nullif(${t.titleRo}, ''), ${t.titleRu}))`,
        t.id,
        ...filtered(t),
        t.shopPriceMinor,
        t.areaM2,
      )
      .where(listed(t)),
    index('adverts_listed_name_ru_idx')
      .on(
        t.siteId,
        sql`lower(coalesce(nullif(${t.titleRu}, ''), ${t.titleRo}))`,
        t.id,
        ...filtered(t),
        t.shopPriceMinor,
        t.areaM2,
      )
      .where(listed(t)),
    index('adverts_listed_category_idx')
      .on(t.siteId, t.categoryId, t.regionId, t.shopPriceMinor, t.createdAt, t.id)
      .where(listed(t)),
    index('adverts_listed_area_idx').on(t.siteId, t.areaM2, t.shopPriceMinor, t.createdAt, t.id).where(listed(t)),
    index('adverts_site_category_idx').on(t.siteId, t.categoryId),
    index('adverts_tsv_idx').using('gin', t.tsv),
    index('adverts_search_folded_trgm_idx').using('gin', sql`${t.searchFolded} gin_trgm_ops`),
    check('adverts_type_check', sql`${t.type} IN ('sale', 'rent')`),
    check('adverts_currency_check', sql`${t.currency} IN ('EUR', 'USD', 'MDL')`),
    check('adverts_area_unit_check', sql`${t.areaUnit} IN ('ari', 'm2', 'ha')`),
    check('adverts_price_check', sql`${t.priceMinor} BETWEEN 0 AND 99999999900`),
    check('adverts_area_check', sql`${t.area} >= 0`),
    check(
      'adverts_position_check',
      sql`(${t.lat} IS NULL) = (${t.lon} IS NULL) AND ${t.lat} BETWEEN -90 AND 90 AND ${t.lon} BETWEEN -180 AND 180`,
    ),
  ],
);

export const advertImages = pgTable(
  'advert_images',
  {
    id: serial('id').primaryKey(),
    advertId: integer('advert_id')
      .notNull()
      .references(() => adverts.id, { onDelete: 'cascade' }),
    /** The picture's key in the image storage (adverts/image-storage.ts). */
    storageKey: text('storage_key').notNull().unique('advert_images_storage_key_unique'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    position: integer('position').notNull().default(0),
    isPreview: boolean('is_preview').notNull().default(false),
  },
  (t) => [
    index('advert_images_advert_idx').on(t.advertId, t.position),
    uniqueIndex('advert_images_one_preview_idx')
      .on(t.advertId)
      .where(sql`${t.isPreview}`),
  ],
);

export const advertAttributeValues = pgTable(
  'advert_attribute_values',
  {
    advertId: integer('advert_id')
      .notNull()
      .references(() => adverts.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => advertAttributes.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.advertId, t.attributeId] })],
);

export const advertContacts = pgTable(
  'advert_contacts',
  {
    id: serial('id').primaryKey(),
    advertId: integer('advert_id')
      .notNull()
      .references(() => adverts.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    value: text('value').notNull(),
    name: text('name').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('advert_contacts_advert_idx').on(t.advertId, t.position),
    check('advert_contacts_type_check', sql`${t.type} IN ('phone', 'email', 'telegram')`),
  ],
);

export const complaintCategories = pgTable(
  'complaint_categories',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    title: jsonb('title').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('complaint_categories_site_idx').on(t.siteId, t.position)],
);

export type ComplaintStatus = 'new' | 'upheld' | 'dismissed';

/** A report on an advert, kept for the shop's moderators. */
export const advertComplaints = pgTable(
  'advert_complaints',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    advertId: integer('advert_id')
      .notNull()
      .references(() => adverts.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => complaintCategories.id, { onDelete: 'restrict' }),
    /** The reporting shopper; null for a guest. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    lang: text('lang').notNull(),
    status: text('status').$type<ComplaintStatus>().notNull().default('new'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('advert_complaints_site_status_idx').on(t.siteId, t.status, t.createdAt),
    check('advert_complaints_status_check', sql`${t.status} IN ('new', 'upheld', 'dismissed')`),
  ],
);

/** How much of the shop's currency one unit of `currency` buys (its own currency: 1). */
export const currencyRates = pgTable(
  'currency_rates',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    rate: numeric('rate', { precision: 18, scale: 6 }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.currency] }), check('currency_rates_rate_check', sql`${t.rate} > 0`)],
);

export const advertFavorites = pgTable(
  'advert_favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    advertId: integer('advert_id')
      .notNull()
      .references(() => adverts.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.advertId] }), index('advert_favorites_advert_idx').on(t.advertId)],
);

/** The module's numbered texts (api/static-content/{n}); number 2 is the terms. */
export const staticContents = pgTable(
  'static_contents',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    title: jsonb('title').notNull(),
    content: jsonb('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.number] })],
);

/**
 * A shop's adverts version: bumped by the database on every write that can move a count of the list
 * (migration 0031), so the API's cached counts (adverts/list-adverts.ts) never outlive the adverts.
 */
export const advertVersions = pgTable('advert_versions', {
  siteId: integer('site_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
