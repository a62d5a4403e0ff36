// Product reviews: list with the average rating, write one. Votes are in review-votes.ts.
import { and, avg, count, desc, eq } from 'drizzle-orm';

import type { Db } from '../db/client.ts';
import { productReviews, products } from '../db/schema/index.ts';
import { notFound } from '../plugins/errors.ts';

export const REVIEWS_PER_PAGE = 10;

type ReviewRow = typeof productReviews.$inferSelect;
export const toReview = (row: ReviewRow) => ({
  id: row.id,
  product_id: row.productId,
  author: row.author,
  rating: row.rating,
  text: row.text,
  likes: row.likes,
  dislikes: row.dislikes,
  created_at: row.createdAt.toISOString(),
});

export async function listProductReviews(db: Db, siteId: number, productId: number, page: number) {
  const where = and(eq(productReviews.siteId, siteId), eq(productReviews.productId, productId));
  const [rows, [summary]] = await Promise.all([
    db
      .select()
      .from(productReviews)
      .where(where)
      .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
      .limit(REVIEWS_PER_PAGE)
      .offset((page - 1) * REVIEWS_PER_PAGE),
    db
      .select({ n: count(), average: avg(productReviews.rating) })
      .from(productReviews)
      .where(where),
  ]);
  const totalCount = Number(summary?.n ?? 0);
  return {
    data: rows.map(toReview),
    totalCount,
    pages: Math.ceil(totalCount / REVIEWS_PER_PAGE),
    average: Math.round(Number(summary?.average ?? 0) * 10) / 10,
  };
}

export async function addProductReview(
  db: Db,
  siteId: number,
  body: { product_id: number; author: string; rating: number; text: string },
) {
  // The product must belong to this site: a review cannot be attached to another shop's product.
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, body.product_id), eq(products.siteId, siteId)))
    .limit(1);
  if (!product) throw notFound('Product');
  const [row] = await db
    .insert(productReviews)
    .values({ siteId, productId: product.id, author: body.author, rating: body.rating, text: body.text })
    .returning();
  return toReview(row!);
}
