// The catalogue aggregate: categories, manufacturers, products, filters and price history.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
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

import { sites } from './sites.ts';
import { updatedAt } from './updated-at.ts';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    position: integer('position').notNull().default(0),
    icon: text('icon').notNull().default(''),
    title: jsonb('title').notNull(),
    slug: jsonb('slug').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [index('categories_site_idx').on(t.siteId, t.parentId, t.position)],
);

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('brands_site_slug_idx').on(t.siteId, t.slug)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    brandId: integer('brand_id').references(() => brands.id),
    code: text('code').notNull(),
    title: jsonb('title').notNull(),
    shortDescription: jsonb('short_description').notNull(),
    description: jsonb('description').notNull(),
    slug: jsonb('slug').notNull(),
    priceMinor: integer('price_minor').notNull(),
    oldPriceMinor: integer('old_price_minor'),
    stock: numeric('stock', { mode: 'number' }).notNull(),
    multiplicity: numeric('multiplicity', { mode: 'number' }).notNull().default(1),
    active: boolean('active').notNull().default(true),
    available: boolean('available').notNull().default(true),
    sortPriority: integer('sort_priority').notNull().default(0),
    colors: jsonb('colors').notNull().default([]),
    properties: jsonb('properties').notNull().default([]),
    loyaltyGive: integer('loyalty_give').notNull().default(0),
    homeDelivery: boolean('home_delivery').notNull().default(true),
    isRecipe: boolean('is_recipe').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_site_category_idx').on(t.siteId, t.categoryId),
    index('products_site_brand_idx').on(t.siteId, t.brandId),
    index('products_site_price_idx').on(t.siteId, t.priceMinor),
    index('products_site_created_idx').on(t.siteId, t.createdAt),
    index('products_site_priority_idx').on(t.siteId, t.sortPriority),
    // The sitemap's freshness check counts and sums a shop's rows from this index alone.
    index('products_site_updated_idx').on(t.siteId, t.updatedAt),
    uniqueIndex('products_site_code_idx').on(t.siteId, t.code),
    // Covers the product list's scope (count, facets, price bounds) so they are index-only scans
    // instead of reading 100 000 wide rows (count 84 ms -> 18 ms; docs/performance.md).
    index('products_active_scope_idx')
      .on(t.siteId, t.id, t.categoryId, t.brandId, t.priceMinor)
      .where(sql`${t.active}`),
    // Lets the department facet probe stop at once on a category without active products (the
    // top categories hold none): 12.7 ms -> 0.3 ms on 100 000 products.
    index('products_active_category_idx')
      .on(t.siteId, t.categoryId)
      .where(sql`${t.active}`),
    // One per indexed sort of the product list, holding every column its filters read, so the page
    // is found in the index alone and only its rows are read from the table; deeper pages skip index
    // entries instead of whole rows (page 20: 11.7 ms -> 3 ms on 100 000 products).
    index('products_active_price_idx')
      .on(t.siteId, t.priceMinor, t.id, t.categoryId, t.brandId)
      .where(sql`${t.active}`),
    index('products_active_priority_idx')
      .on(t.siteId, t.sortPriority, t.id, t.categoryId, t.brandId, t.priceMinor)
      .where(sql`${t.active}`),
    index('products_active_created_idx')
      .on(t.siteId, t.createdAt, t.id, t.categoryId, t.brandId, t.priceMinor)
      .where(sql`${t.active}`),
  ],
);

/** Every slug of a product or category in every language, so a slug in any language finds its object. */
export const slugs = pgTable(
  'slugs',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    objectType: text('object_type').notNull(),
    lang: text('lang').notNull(),
    slug: text('slug').notNull(),
    objectId: integer('object_id').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.objectType, t.lang, t.slug] }),
    index('slugs_object_idx').on(t.objectType, t.objectId),
    index('slugs_site_updated_idx').on(t.siteId, t.updatedAt),
  ],
);

export const filterGroups = pgTable('filter_groups', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  keyword: text('keyword').notNull(),
  title: jsonb('title').notNull(),
  type: text('type').notNull(),
  position: integer('position').notNull().default(0),
});

export const filterOptions = pgTable('filter_options', {
  id: serial('id').primaryKey(),
  groupId: integer('group_id')
    .notNull()
    .references(() => filterGroups.id, { onDelete: 'cascade' }),
  keyword: text('keyword').notNull(),
  title: jsonb('title').notNull(),
});

export const productOptions = pgTable(
  'product_options',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => filterOptions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.optionId, t.productId] }), index('product_options_product_idx').on(t.productId)],
);

/** Each price a product has had and since when: the EU rule shows the lowest of the last 30 days. */
export const priceHistory = pgTable(
  'price_history',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    priceMinor: integer('price_minor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.validFrom] })],
);

/** Folded text per product and language for full-text and trigram search. */
export const productSearch = pgTable(
  'product_search',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    siteId: integer('site_id').notNull(),
    lang: text('lang').notNull(),
    /** Title, code and maker folded to Latin (see foldToLatin) for trigram matching. */
    folded: text('folded').notNull(),
    document: text('document').notNull(),
    /**
     * Which matches come first: the product's sort_priority, kept by triggers (migration 0007), so
     * search reads the best matches off an index instead of ranking every match per query.
     */
    rank: integer('rank').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.lang] }), index('product_search_site_idx').on(t.siteId, t.lang)],
);

/**
 * A number per site that changes with every write to what the product list counts and filters on
 * (products, their options, categories, makers, filter groups and options). Database triggers bump
 * it from a sequence (migration 0007), so every writer in any process invalidates the list's cache,
 * and a version is never reused, even after the tables are emptied. No foreign key, so emptying
 * sites keeps the versions.
 */
export const catalogueVersions = pgTable('catalogue_versions', {
  siteId: integer('site_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
