// Who voted on which review: one row per visitor and review, so a visitor's votes count once.
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

import { productReviews } from './reviews.ts';

export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => productReviews.id, { onDelete: 'cascade' }),
    /** HMAC of the visitor's address: who voted is never stored in the clear. */
    voter: text('voter').notNull(),
    vote: text('vote').$type<'like' | 'dislike'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    primaryKey({ name: 'review_votes_pkey', columns: [t.reviewId, t.voter] }),
    check('review_votes_vote_check', sql`${t.vote} IN ('like', 'dislike')`),
  ],
);
