// Tenancy: one row per branded shop.
import { boolean, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const sites = pgTable('sites', {
  id: serial('id').primaryKey(),
  token: text('token').notNull().unique(),
  brandKey: text('brand_key').notNull().unique(),
  hosts: text('hosts').array().notNull(),
  theme: text('theme').notNull(),
  langs: text('langs').array().notNull(),
  mainLang: text('main_lang').notNull(),
  currency: text('currency').notNull(),
  isRomanian: boolean('is_romanian').notNull().default(false),
  /** Overrides of the global settings defaults; translated strings are { ro, ru, ... } objects. */
  settings: jsonb('settings').notNull().default({}),
});
