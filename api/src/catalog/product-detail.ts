// Product page data by slug in any of the site's languages, with the lowest price of the last
// 30 days (the EU price-indication rule) and the product's slug in every language.
import { sql } from 'drizzle-orm';

import type { Currency, Locale } from '@vitrina/domain';
import { toMajor } from '@vitrina/domain';

import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { notFound } from '../plugins/errors.ts';
import { hasAssociatedSql } from './has-associated.ts';
import { productImage, t, type LangContext } from './localise.ts';
import { CARD_COLUMNS, toCard, type CardRow } from './product-card.ts';

interface DetailRow extends CardRow {
  short_description: unknown;
  description: unknown;
  colors: { color: string }[];
  properties: { title: unknown; value: unknown }[];
  loyalty_give: number;
  home_delivery: boolean;
  is_recipe: boolean;
  category_id: number;
  category_title: unknown;
  category_slug: unknown;
  lowest_minor: number | null;
  review_count: number;
  rating_average: number | null;
  has_associated: boolean;
}

export async function loadProduct(
  db: Db,
  site: { id: number; langs: Locale[]; currency: Currency },
  ctx: LangContext,
  slug: string,
) {
  // The slug must be the product's slug in the requested language; a slug of another language is a
  // miss here so the storefront's slug check can redirect to the right language version.
  const [row] = rowsOf<DetailRow>(
    await db.execute(sql`SELECT ${sql.raw(CARD_COLUMNS)}, p.short_description, p.description, p.colors, p.properties,
        p.loyalty_give, p.home_delivery, p.is_recipe, c.id AS category_id, c.title AS category_title, c.slug AS category_slug,
        (SELECT min(h.price_minor) FROM price_history h WHERE h.product_id = p.id
           AND h.valid_from > (current_date - 30)
            OR h.product_id = p.id AND h.valid_from = (SELECT max(h2.valid_from) FROM price_history h2
              WHERE h2.product_id = p.id AND h2.valid_from <= (current_date - 30))) AS lowest_minor,
        (SELECT count(*)::int FROM product_reviews r WHERE r.product_id = p.id) AS review_count,
        (SELECT avg(r.rating)::float FROM product_reviews r WHERE r.product_id = p.id) AS rating_average,
        ${hasAssociatedSql(sql.raw('p.id'), sql.raw('p.site_id'))} AS has_associated
      FROM slugs s JOIN products p ON p.id = s.object_id
      LEFT JOIN brands b ON b.id = p.brand_id JOIN categories c ON c.id = p.category_id
      WHERE s.site_id = ${site.id} AND s.object_type = 'product' AND s.lang = ${ctx.lang} AND s.slug = ${slug}`),
  );
  if (!row) throw notFound('Product');
  const card = toCard(row, ctx, site.currency);
  const alternates = Object.fromEntries(
    site.langs.map((lang) => [lang, t(row.slug, { lang, mainLang: ctx.mainLang })]),
  );
  const title = card.title;
  const shortDescription = t(row.short_description, ctx);
  return {
    ...card,
    short_description: shortDescription,
    description: t(row.description, ctx),
    images: [0, 1, 2].map((n) => productImage(row.id, n)),
    category: [
      {
        subcategoryTitle: t(row.category_title, ctx),
        subcategoryId: row.category_id,
        subcategoryUrl: t(row.category_slug, ctx),
      },
    ],
    colors: row.colors.map((colour) => ({
      color: colour.color,
      url: `/media/colors/${colour.color.replace('#', '')}.svg`,
    })),
    properties: row.properties.map((property) => ({ title: t(property.title, ctx), value: t(property.value, ctx) })),
    lowest_price_30_days: toMajor(row.lowest_minor ?? row.price_minor),
    loyalty_give: row.loyalty_give,
    loyalty_checked: false,
    prescription_checked: false,
    is_loyalty_active: row.loyalty_give > 0,
    home_delivery: row.home_delivery,
    is_recipe: row.is_recipe,
    has_associated_products: row.has_associated,
    target_price: null,
    seo_title: `${title} — ${card.code}`,
    seo_description: shortDescription.slice(0, 160),
    seo_keywords: [title, card.brand?.name, t(row.category_title, ctx)].filter(Boolean).join(', '),
    alternates,
    // Rounded as the reviews list rounds its average (reviews.ts), so the page and its data agree.
    rating:
      row.review_count > 0
        ? { average: Math.round(Number(row.rating_average) * 10) / 10, count: Number(row.review_count) }
        : null,
  };
}

/** general/slug_check: the slug of the same object in the other language. */
export async function checkSlug(
  db: Db,
  siteId: number,
  body: { current_lang: string; new_lang: string; current_slug: string; object_type: 'product' | 'category' },
) {
  const [row] = rowsOf<{ slug: string }>(
    await db.execute(sql`SELECT target.slug FROM slugs source JOIN slugs target
        ON target.site_id = source.site_id AND target.object_type = source.object_type AND target.object_id = source.object_id
      WHERE source.site_id = ${siteId} AND source.object_type = ${body.object_type} AND source.slug = ${body.current_slug}
        AND source.lang = ${body.current_lang} AND target.lang = ${body.new_lang}`),
  );
  if (!row) throw notFound('Slug');
  const url =
    body.object_type === 'product' ? `/${body.new_lang}/product/${row.slug}` : `/${body.new_lang}/${row.slug}`;
  return { slug: row.slug, url };
}
