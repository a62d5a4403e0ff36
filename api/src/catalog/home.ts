// Home-page catalogue blocks: product sliders, recommended and promo products, similar
// categories, the main slider and popular queries. Each is one or two statements.
import { sql, type SQL } from 'drizzle-orm';

import type { Currency } from '@vitrina/domain';

import { cardTags, tag } from '../cache-tags/tags.ts';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { loadMenuTree } from './menu-tree.ts';
import { t, type LangContext } from './localise.ts';
import { CARD_COLUMNS, toCard, type CardRow } from './product-card.ts';

export const SLIDER_SIZE = 10;

async function cards(db: Db, where: SQL, order: SQL, limit: number, ctx: LangContext, currency: Currency) {
  const rows = rowsOf<CardRow>(
    await db.execute(sql`SELECT ${sql.raw(CARD_COLUMNS)} FROM products p LEFT JOIN brands b ON b.id = p.brand_id
      WHERE p.active AND ${where} ORDER BY ${order} LIMIT ${limit}`),
  );
  return rows.map((row) => toCard(row, ctx, currency));
}

const SLIDERS = [
  {
    id: 1,
    key: 'new',
    title: { ro: 'Noutăți', ru: 'Новинки', uk: 'Новинки', en: 'New arrivals' },
    order: sql`p.created_at DESC, p.id DESC`,
    extra: sql`true`,
    productPage: false,
  },
  {
    id: 2,
    key: 'sale',
    title: { ro: 'Reduceri', ru: 'Скидки', uk: 'Знижки', en: 'On sale' },
    order: sql`p.sort_priority DESC, p.id`,
    extra: sql`p.old_price_minor > p.price_minor`,
    productPage: true,
  },
  {
    id: 3,
    key: 'popular',
    title: { ro: 'Populare', ru: 'Популярные', uk: 'Популярні', en: 'Popular' },
    order: sql`p.sort_priority DESC, p.id`,
    extra: sql`p.available`,
    productPage: true,
  },
] as const;

/** general/sliders: new arrivals (at most 10), sale and popular; filtered by key or product-page use. */
export async function loadSliders(
  db: Db,
  site: { id: number; currency: Currency },
  ctx: LangContext,
  q: { key?: string | undefined; is_product_page?: string | undefined },
) {
  const chosen = SLIDERS.filter((s) => (!q.key || s.key === q.key) && (q.is_product_page !== 'true' || s.productPage));
  return Promise.all(
    chosen.map(async (slider) => ({
      id: slider.id,
      key: slider.key,
      title: t(slider.title, ctx),
      is_product_page: slider.productPage,
      products: await cards(
        db,
        sql`p.site_id = ${site.id} AND ${slider.extra}`,
        slider.order,
        SLIDER_SIZE,
        ctx,
        site.currency,
      ),
    })),
  );
}

/**
 * product-filter/recommended: other products from the categories of the given ones. With its cache
 * tags: its cards, and those categories (a write there may bring in or take out a product), read
 * first so that an empty answer is tagged too.
 */
export async function loadRecommended(
  db: Db,
  site: { id: number; currency: Currency },
  ctx: LangContext,
  ids: number[],
) {
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const scope = rowsOf<{ category_id: number }>(
    await db.execute(sql`SELECT DISTINCT category_id FROM products WHERE site_id = ${site.id} AND id IN (${list})`),
  ).map((row) => row.category_id);
  const found =
    scope.length === 0
      ? []
      : await cards(
          db,
          sql`p.site_id = ${site.id} AND p.id NOT IN (${list}) AND p.category_id IN (${sql.join(
            scope.map((id) => sql`${id}`),
            sql`, `,
          )})`,
          sql`p.sort_priority DESC, p.id`,
          12,
          ctx,
          site.currency,
        );
  return { cards: found, tags: [...cardTags(found), ...ids.map(tag.product), ...scope.map(tag.category)] };
}

/** product-filter/promo: discounted products, biggest saving first. */
export function loadPromo(db: Db, site: { id: number; currency: Currency }, ctx: LangContext) {
  return cards(
    db,
    sql`p.site_id = ${site.id} AND p.old_price_minor > p.price_minor`,
    sql`(p.old_price_minor - p.price_minor) * 100 / p.old_price_minor DESC, p.id`,
    24,
    ctx,
    site.currency,
  );
}

export async function loadSimilarCategories(db: Db, siteId: number, ctx: LangContext) {
  const tree = await loadMenuTree(db, siteId, ctx);
  return {
    view_mode: 'grid' as const,
    categories: tree.map((c) => ({
      id: c.id,
      title: c.categoryTitle,
      url: c.categoryUrl,
      image: `/media/illustrations/category-${c.categoryIcon || 'box'}.svg`,
    })),
  };
}

/** base/slides_banner: one slide per top category, linking to it. */
export async function loadSlidesBanner(db: Db, siteId: number, ctx: LangContext) {
  const tree = await loadMenuTree(db, siteId, ctx);
  return tree.slice(0, 4).map((c, i) => ({
    id: i + 1,
    title: c.categoryTitle,
    link: `/${ctx.lang}/${c.categoryUrl}`,
    image: `/media/illustrations/slide-${i + 1}.svg`,
    mobile_image: `/media/illustrations/slide-${i + 1}-mobile.svg`,
  }));
}

/** general/popular_query: the subcategory names shoppers are offered as ready-made searches. */
export async function loadPopularQueries(db: Db, siteId: number, ctx: LangContext) {
  const tree = await loadMenuTree(db, siteId, ctx);
  return tree
    .flatMap((c) => c.subcategories.slice(0, 1))
    .slice(0, 8)
    .map((s) => ({ query: s.subCategoryTitle }));
}
