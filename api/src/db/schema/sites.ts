// Tenancy: one row per branded shop.
import { sql } from 'drizzle-orm';
import { boolean, check, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';

import { updatedAt } from './updated-at.ts';

export const sites = pgTable(
  'sites',
  {
    id: serial('id').primaryKey(),
    token: text('token').notNull().unique(),
    brandKey: text('brand_key').notNull().unique(),
    hosts: text('hosts').array().notNull(),
    /**
     * Scheme, host and optional port the shop is served at publicly (isPublicOrigin in the
     * contract): the only source of its absolute URLs (canonical, hreflang, og:url, JSON-LD,
     * sitemap, robots.txt), so nothing a request says about its Host can reach a cached page.
     */
    publicOrigin: text('public_origin').notNull(),
    theme: text('theme').notNull(),
    langs: text('langs').array().notNull(),
    mainLang: text('main_lang').notNull(),
    currency: text('currency').notNull(),
    isRomanian: boolean('is_romanian').notNull().default(false),
    /** Overrides of the global settings defaults; translated strings are { ro, ru, ... } objects. */
    settings: jsonb('settings').notNull().default({}),
    updatedAt: updatedAt(),
  },
  (table) => [
    // A coarse guard for rows written by hand: an origin never carries a path, query or credentials.
    check('sites_public_origin_check', sql`${table.publicOrigin} ~ '^https?://[a-z0-9.-]+(:[0-9]{1,5})?$'`),
  ],
);
