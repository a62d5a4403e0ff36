// The catalogue's pages in a shop's sitemap: categories, brands and products. A product or category
// is listed in a language only under its slug of that language (the router looks slugs up per
// language), so no listed URL redirects, and a language it has no slug in is left out.
import type { Locale } from '@vitrina/domain';

import { inEvery, latest, segment, type SitemapEntry } from './entry.ts';
import type { SitemapRows } from './rows.ts';

/** Each product's, category's and article's paths per language, and when its slugs last changed. */
export function slugPaths(langs: readonly Locale[], rows: SitemapRows) {
  const wanted = new Set<string>(langs);
  const byObject = new Map<string, { paths: Partial<Record<Locale, string>>; updatedAt: Date }>();
  for (const row of rows.slugs) {
    if (!wanted.has(row.lang)) continue;
    const key = `${row.objectType}:${row.objectId}`;
    const known = byObject.get(key) ?? { paths: {}, updatedAt: row.updatedAt };
    known.paths[row.lang as Locale] = segment(row.slug);
    known.updatedAt = latest([row.updatedAt], known.updatedAt);
    byObject.set(key, known);
  }
  return byObject;
}

/** Records `date` under `key` when it is later than what the map holds. */
const keepLatest = <K>(map: Map<K, Date>, key: K, date: Date) => map.set(key, latest([date], map.get(key) ?? date));

/** A category or brand page changed when any product it shows did (a top category shows its subcategories'). */
export function catalogueEntries(langs: readonly Locale[], rows: SitemapRows): SitemapEntry[] {
  const slugsOf = slugPaths(langs, rows);
  const inCategory = new Map<number, Date>();
  const ofBrand = new Map<number, Date>();
  const products = rows.products.flatMap((product) => {
    const slug = slugsOf.get(`product:${product.id}`);
    if (!slug) return [];
    const lastmod = latest([slug.updatedAt], product.updatedAt);
    keepLatest(inCategory, product.categoryId, lastmod);
    if (product.brandId !== null) keepLatest(ofBrand, product.brandId, lastmod);
    const paths = Object.fromEntries(Object.entries(slug.paths).map(([lang, path]) => [lang, `/product${path}`]));
    return [{ paths, lastmod }];
  });
  const categories = rows.categories.flatMap((category) => {
    const slug = slugsOf.get(`category:${category.id}`);
    if (!slug) return [];
    const shown = rows.categories.filter((c) => c.id === category.id || c.parentId === category.id);
    const changes = shown.flatMap((c) => inCategory.get(c.id) ?? []);
    return [{ paths: slug.paths, lastmod: latest([slug.updatedAt, ...changes], category.updatedAt) }];
  });
  const brands = rows.brands.map((brand) => {
    const lastmod = latest([ofBrand.get(brand.id) ?? brand.updatedAt], brand.updatedAt);
    return inEvery(langs, `/brands${segment(brand.slug)}`, lastmod);
  });
  return [...categories, ...brands, ...products];
}
