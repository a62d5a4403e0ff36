// Likes and dislikes: one vote per visitor and review. A visitor's second vote changes their vote
// (like <-> dislike) or, when it is the same, changes nothing; the counts move only by the change.
import { createHmac } from 'node:crypto';

import { normalizeIP } from '@fastify/rate-limit';
import { and, eq, sql } from 'drizzle-orm';

import type { Db } from '../db/client.ts';
import { productReviews, reviewVotes } from '../db/schema/index.ts';
import { notFound } from '../plugins/errors.ts';
import { toReview } from './reviews.ts';

export type Vote = 'like' | 'dislike';

/**
 * Who votes: the client address (after TRUST_PROXY), keyed with the API's secret so the table
 * holds no address. IPv6 counts by /64, as the rate limits do: one household or phone is one
 * /64 and picks any address in it at will.
 */
export function voterOf(secret: string, clientAddress: string): string {
  return createHmac('sha256', secret)
    .update(`review-voter:${normalizeIP(clientAddress)}`)
    .digest('hex');
}

const change = (vote: Vote, by: number) =>
  vote === 'like'
    ? { likes: sql`${productReviews.likes} + ${by}` }
    : { dislikes: sql`${productReviews.dislikes} + ${by}` };

export async function voteOnReview(db: Db, siteId: number, id: number, vote: Vote, voter: string) {
  return db.transaction(async (tx) => {
    // The row lock queues votes on one review, so a visitor's simultaneous votes are applied one
    // after the other and each sees the vote before it (READ COMMITTED reads anew per statement).
    const [review] = await tx
      .select()
      .from(productReviews)
      .where(and(eq(productReviews.id, id), eq(productReviews.siteId, siteId)))
      .for('update');
    if (!review) throw notFound('Review');
    const mine = and(eq(reviewVotes.reviewId, id), eq(reviewVotes.voter, voter));
    const [previous] = await tx.select({ vote: reviewVotes.vote }).from(reviewVotes).where(mine);
    if (previous?.vote === vote) return toReview(review);
    if (previous) await tx.update(reviewVotes).set({ vote }).where(mine);
    else await tx.insert(reviewVotes).values({ reviewId: id, voter, vote });
    const counts = previous ? { ...change(previous.vote, -1), ...change(vote, 1) } : change(vote, 1);
    const [row] = await tx.update(productReviews).set(counts).where(eq(productReviews.id, id)).returning();
    return toReview(row!);
  });
}
