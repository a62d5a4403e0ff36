// Customers' video reviews of a shop, each maybe about one product. Texts are translated objects
// ({ ro, ru, ... }) like the rest of the content; the video is only referenced by URL, because a
// shop keeps its files on its own media host and the demo has none.
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

import { products } from './catalog.ts';
import { sites } from './sites.ts';
import { updatedAt } from './updated-at.ts';

export const videoReviews = pgTable(
  'video_reviews',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** The product the review is about; a review of the shop itself has none. */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    title: jsonb('title').notNull(),
    author: jsonb('author').notNull(),
    description: jsonb('description').notNull(),
    rating: integer('rating').notNull(),
    /** Always set, so a list renders before any player loads (the demo's come from /media/posters). */
    poster: text('poster').notNull(),
    /** A playable file for a <video> element. */
    videoUrl: text('video_url'),
    /** A player page for an <iframe>, for shops whose host transcodes and streams. */
    embedUrl: text('embed_url'),
    durationSeconds: integer('duration_seconds').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('video_reviews_site_idx').on(t.siteId, t.createdAt),
    index('video_reviews_product_idx').on(t.productId),
  ],
);
