// base/video-reviews: a shop's customer video reviews, newest first, optionally of one product.
import { and, count, desc, eq } from 'drizzle-orm';

import { t, type LangContext } from '../catalog/localise.ts';
import type { Db } from '../db/client.ts';
import { videoReviews } from '../db/schema/index.ts';

type VideoReviewRow = typeof videoReviews.$inferSelect;

function toVideoReview(row: VideoReviewRow, ctx: LangContext) {
  return {
    id: row.id,
    title: t(row.title, ctx),
    author: t(row.author, ctx),
    description: t(row.description, ctx),
    rating: row.rating,
    poster: row.poster,
    video_url: row.videoUrl,
    embed_url: row.embedUrl,
    duration_seconds: row.durationSeconds,
    product_id: row.productId,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listVideoReviews(
  db: Db,
  siteId: number,
  ctx: LangContext,
  q: { page: number; pagination: number; product_id?: number | undefined },
) {
  const where = and(
    eq(videoReviews.siteId, siteId),
    q.product_id ? eq(videoReviews.productId, q.product_id) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(videoReviews)
      .where(where)
      .orderBy(desc(videoReviews.createdAt), desc(videoReviews.id))
      .limit(q.pagination)
      .offset((q.page - 1) * q.pagination),
    db.select({ n: count() }).from(videoReviews).where(where),
  ]);
  const totalCount = Number(total?.n ?? 0);
  return { data: rows.map((row) => toVideoReview(row, ctx)), totalCount, pages: Math.ceil(totalCount / q.pagination) };
}
