// Content aggregate: CMS pages, articles and the smaller typed content blocks (faq, vacancies, ...).
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

import { sites } from './sites.ts';
import { updatedAt } from './updated-at.ts';

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    statusId: integer('status_id').notNull().default(1),
    title: jsonb('title').notNull(),
    excerpt: jsonb('excerpt').notNull(),
    /** Sanitised HTML per language. */
    html: jsonb('html').notNull(),
    image: text('image').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [index('articles_site_idx').on(t.siteId, t.publishedAt)],
);

export const pages = pgTable('pages', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  slug: text('slug').notNull(),
  title: jsonb('title').notNull(),
  html: jsonb('html').notNull(),
  ignoreLayout: integer('ignore_layout').notNull().default(0),
  showBreadcrumbs: integer('show_breadcrumbs').notNull().default(1),
  updatedAt: updatedAt(),
});

/** Small typed lists (faq, vacancy, advantage, ...): `kind` names the contract schema of `body`. */
export const contentBlocks = pgTable(
  'content_blocks',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    position: integer('position').notNull().default(0),
    body: jsonb('body').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [index('content_blocks_site_kind_idx').on(t.siteId, t.kind, t.position)],
);
