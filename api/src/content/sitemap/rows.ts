// Reads what one shop's sitemap is made of: the rows behind every page it lists, each with the
// time it last changed (migration 0012), and nothing a page does not show. In a fixed order, so the
// same data always gives the same file (products by id, as the seed adds them category by category).
import { and, asc, desc, eq, max } from 'drizzle-orm';

import { advertsEnabled } from '../../adverts/switch.ts';
import type { Db } from '../../db/client.ts';
import {
  adverts,
  articles,
  brands,
  categories,
  contentBlocks,
  pages,
  products,
  sites,
  slugs,
  videoReviews,
} from '../../db/schema/index.ts';
import type { Site } from '../../plugins/site.ts';
import { MENU_CALCULATORS } from '../../seed/menu-calculator.ts';

export interface SitemapRows {
  /** The shop's own row: its settings are what contacts, order guide and the like show. */
  siteUpdatedAt: Date;
  /** Only meal-plan shops have the menu calculator page; others answer it 404. */
  menuCalculator: boolean;
  categories: { id: number; parentId: number | null; updatedAt: Date }[];
  /** Active products only: an inactive one has no page. */
  products: { id: number; categoryId: number; brandId: number | null; updatedAt: Date }[];
  /** Every product, category and article slug per language: the router finds pages by these. */
  slugs: { objectType: string; objectId: number; lang: string; slug: string; updatedAt: Date }[];
  brands: { id: number; slug: string; updatedAt: Date }[];
  /** `slug` is the article's own (main language) slug, its address in a language without one in `slugs`. */
  articles: { id: number; slug: string; publishedAt: Date; updatedAt: Date }[];
  pages: { slug: string; updatedAt: Date }[];
  /** FAQ entries, vacancies and advantages (the services page). */
  blocks: { id: number; kind: string; updatedAt: Date }[];
  videoReviewsUpdatedAt: Date | null;
  /** The published adverts of a shop that runs the adverts module (none in any other shop). */
  adverts: { slug: string; updatedAt: Date }[];
}

export async function loadSitemapRows(db: Db, site: Site): Promise<SitemapRows> {
  const siteId = site.id;
  const [siteRows, cats, prods, slugRows, makers, arts, pgs, blocks, [videos], published] = await Promise.all([
    db.select({ updatedAt: sites.updatedAt }).from(sites).where(eq(sites.id, siteId)),
    db
      .select({ id: categories.id, parentId: categories.parentId, updatedAt: categories.updatedAt })
      .from(categories)
      .where(eq(categories.siteId, siteId))
      .orderBy(asc(categories.position), asc(categories.id)),
    db
      .select({
        id: products.id,
        categoryId: products.categoryId,
        brandId: products.brandId,
        updatedAt: products.updatedAt,
      })
      .from(products)
      .where(and(eq(products.siteId, siteId), eq(products.active, true)))
      .orderBy(asc(products.id)),
    db
      .select({
        objectType: slugs.objectType,
        objectId: slugs.objectId,
        lang: slugs.lang,
        slug: slugs.slug,
        updatedAt: slugs.updatedAt,
      })
      .from(slugs)
      .where(eq(slugs.siteId, siteId)),
    db
      .select({ id: brands.id, slug: brands.slug, updatedAt: brands.updatedAt })
      .from(brands)
      .where(eq(brands.siteId, siteId))
      .orderBy(asc(brands.id)),
    db
      .select({
        id: articles.id,
        slug: articles.slug,
        publishedAt: articles.publishedAt,
        updatedAt: articles.updatedAt,
      })
      .from(articles)
      .where(eq(articles.siteId, siteId))
      .orderBy(desc(articles.publishedAt), desc(articles.id)),
    db
      .select({ slug: pages.slug, updatedAt: pages.updatedAt })
      .from(pages)
      .where(eq(pages.siteId, siteId))
      .orderBy(asc(pages.id)),
    db
      .select({ id: contentBlocks.id, kind: contentBlocks.kind, updatedAt: contentBlocks.updatedAt })
      .from(contentBlocks)
      .where(eq(contentBlocks.siteId, siteId))
      .orderBy(asc(contentBlocks.position), asc(contentBlocks.id)),
    db
      .select({ latest: max(videoReviews.updatedAt) })
      .from(videoReviews)
      .where(eq(videoReviews.siteId, siteId)),
    publishedAdverts(db, site),
  ]);
  return {
    siteUpdatedAt: siteRows[0]?.updatedAt ?? new Date(0),
    menuCalculator: Object.hasOwn(MENU_CALCULATORS, site.brandKey),
    categories: cats,
    products: prods,
    slugs: slugRows,
    brands: makers,
    articles: arts,
    pages: pgs,
    blocks,
    videoReviewsUpdatedAt: videos?.latest ?? null,
    adverts: published,
  };
}

/** What anyone may see of a shop's adverts (the API's LISTED rule), oldest first as they were posted. */
async function publishedAdverts(db: Db, site: Site): Promise<SitemapRows['adverts']> {
  if (!advertsEnabled(site)) return [];
  return db
    .select({ slug: adverts.slug, updatedAt: adverts.updatedAt })
    .from(adverts)
    .where(
      and(
        eq(adverts.siteId, site.id),
        eq(adverts.isDraft, false),
        eq(adverts.isActive, true),
        eq(adverts.isDeleted, false),
      ),
    )
    .orderBy(asc(adverts.id));
}
