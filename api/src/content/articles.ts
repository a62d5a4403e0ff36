// base/articles: the news list by page and status, and one article by id or slug.
import { and, count, desc, eq, or, sql } from 'drizzle-orm';

import { isDbId } from '@vitrina/contract';

import { t, type LangContext } from '../catalog/localise.ts';
import type { Db } from '../db/client.ts';
import { articles } from '../db/schema/index.ts';
import { notFound } from '../plugins/errors.ts';

export const ARTICLES_PER_PAGE = 6;

type ArticleRow = typeof articles.$inferSelect;

function card(row: ArticleRow, ctx: LangContext) {
  return {
    id: row.id,
    slug: row.slug,
    title: t(row.title, ctx),
    excerpt: t(row.excerpt, ctx),
    image: row.image,
    published_at: row.publishedAt.toISOString(),
    status_id: row.statusId,
  };
}

export async function listArticles(
  db: Db,
  siteId: number,
  ctx: LangContext,
  q: { page: number; status_id?: number | undefined; slug?: string | undefined },
) {
  const where = and(
    eq(articles.siteId, siteId),
    q.status_id ? eq(articles.statusId, q.status_id) : undefined,
    q.slug ? eq(articles.slug, q.slug) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(articles)
      .where(where)
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(ARTICLES_PER_PAGE)
      .offset((q.page - 1) * ARTICLES_PER_PAGE),
    db.select({ n: count() }).from(articles).where(where),
  ]);
  const totalCount = Number(total?.n ?? 0);
  return { data: rows.map((row) => card(row, ctx)), totalCount, pages: Math.ceil(totalCount / ARTICLES_PER_PAGE) };
}

export async function loadArticle(db: Db, siteId: number, ctx: LangContext, idOrSlug: string) {
  // A digits-only slug past the integer range is a slug, never an id (the comparison would fail).
  const id = /^\d+$/.test(idOrSlug) && isDbId(Number(idOrSlug)) ? Number(idOrSlug) : -1;
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.siteId, siteId), or(eq(articles.id, id), eq(articles.slug, idOrSlug))))
    .orderBy(sql`${articles.id} = ${id} DESC`)
    .limit(1);
  if (!row) throw notFound('Article');
  return { ...card(row, ctx), html: t(row.html, ctx), updated_at: row.updatedAt.toISOString() };
}
