// base/articles: the news list by page and status, and one article by id or by its slug in any of
// the shop's languages. Each language has its own slug (the slugs table, object_type 'article');
// answers carry the one of the requested language, so links and the page's own address use it.
import { and, count, desc, eq, getTableColumns, or, sql } from 'drizzle-orm';

import { isDbId } from '@vitrina/contract';
import type { Locale } from '@vitrina/domain';

import { t, type LangContext } from '../catalog/localise.ts';
import type { Db } from '../db/client.ts';
import { articles, slugs } from '../db/schema/index.ts';
import { notFound } from '../plugins/errors.ts';

export const ARTICLES_PER_PAGE = 6;
export const ARTICLE_SLUG_TYPE = 'article';

/**
 * The article's slug in `lang`; its own slug (the main language's) where that language has none,
 * as an article written before slugs were per language may lack one (migration 0014 skips a clash).
 */
const slugIn = (lang: Locale) =>
  sql<string>`coalesce((SELECT ${slugs.slug} FROM ${slugs} WHERE ${slugs.siteId} = ${articles.siteId}
    AND ${slugs.objectType} = ${ARTICLE_SLUG_TYPE} AND ${slugs.objectId} = ${articles.id} AND ${slugs.lang} = ${lang}
    LIMIT 1), ${articles.slug})`;

/** Articles that have `slug` in any language, or as their own slug. */
const hasSlug = (siteId: number, slug: string) =>
  or(
    eq(articles.slug, slug),
    sql`${articles.id} IN (SELECT ${slugs.objectId} FROM ${slugs} WHERE ${slugs.siteId} = ${siteId}
      AND ${slugs.objectType} = ${ARTICLE_SLUG_TYPE} AND ${slugs.slug} = ${slug})`,
  );

/** The columns of an article card's row: the article and its slug in the request's language. */
export const articleCardColumns = (ctx: LangContext) => ({ ...getTableColumns(articles), langSlug: slugIn(ctx.lang) });

type ArticleRow = typeof articles.$inferSelect & { langSlug: string };

export function articleCard(row: ArticleRow, ctx: LangContext) {
  return {
    id: row.id,
    slug: row.langSlug,
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
    q.slug ? hasSlug(siteId, q.slug) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(articleCardColumns(ctx))
      .from(articles)
      .where(where)
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(ARTICLES_PER_PAGE)
      .offset((q.page - 1) * ARTICLES_PER_PAGE),
    db.select({ n: count() }).from(articles).where(where),
  ]);
  const totalCount = Number(total?.n ?? 0);
  return {
    data: rows.map((row) => articleCard(row, ctx)),
    totalCount,
    pages: Math.ceil(totalCount / ARTICLES_PER_PAGE),
  };
}

/** The article's slug in each of the shop's languages, so its page can list its translations. */
async function alternatesOf(db: Db, site: { id: number; langs: readonly Locale[] }, row: ArticleRow) {
  const own = await db
    .select({ lang: slugs.lang, slug: slugs.slug })
    .from(slugs)
    .where(and(eq(slugs.siteId, site.id), eq(slugs.objectType, ARTICLE_SLUG_TYPE), eq(slugs.objectId, row.id)));
  const byLang = new Map(own.map((one) => [one.lang, one.slug]));
  return Object.fromEntries(site.langs.map((lang) => [lang, byLang.get(lang) ?? row.slug]));
}

export async function loadArticle(
  db: Db,
  site: { id: number; langs: readonly Locale[] },
  ctx: LangContext,
  idOrSlug: string,
) {
  // A digits-only slug past the integer range is a slug, never an id (the comparison would fail).
  const id = /^\d+$/.test(idOrSlug) && isDbId(Number(idOrSlug)) ? Number(idOrSlug) : -1;
  const [row] = await db
    .select(articleCardColumns(ctx))
    .from(articles)
    .where(and(eq(articles.siteId, site.id), or(eq(articles.id, id), hasSlug(site.id, idOrSlug))))
    // Should two articles share a slug across languages, the one it names in this language wins.
    .orderBy(sql`${articles.id} = ${id} DESC`, sql`${slugIn(ctx.lang)} = ${idOrSlug} DESC`, articles.id)
    .limit(1);
  if (!row) throw notFound('Article');
  return {
    ...articleCard(row, ctx),
    html: t(row.html, ctx),
    updated_at: row.updatedAt.toISOString(),
    alternates: await alternatesOf(db, site, row),
  };
}
