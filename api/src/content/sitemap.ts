// The site's sitemap: home, categories, products, articles and pages in every site language,
// each with hreflang alternates (and x-default on the main language) for the gateway to proxy.
import { and, eq } from 'drizzle-orm';

import type { Locale } from '@vitrina/domain';
import { translate } from '@vitrina/domain';

import type { Db } from '../db/client.ts';
import { articles, categories, pages, products } from '../db/schema/index.ts';
import { escapeMarkup } from '../media/escape.ts';
import type { Site } from '../plugins/site.ts';

/** The sitemap protocol allows 50 000 URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;

type PathPerLang = (lang: Locale) => string;

export async function buildSitemap(db: Db, site: Site): Promise<string> {
  // The shop's configured origin, port included: the request that asked for the sitemap says nothing here.
  const origin = site.publicOrigin;
  const tr = (value: unknown) => (lang: Locale) => translate(value as Record<Locale, string>, lang, site.mainLang);
  const [cats, prods, arts, pgs] = await Promise.all([
    db.select({ slug: categories.slug }).from(categories).where(eq(categories.siteId, site.id)),
    db
      .select({ slug: products.slug })
      .from(products)
      .where(and(eq(products.siteId, site.id), eq(products.active, true)))
      .limit(SITEMAP_MAX_URLS),
    db.select({ slug: articles.slug }).from(articles).where(eq(articles.siteId, site.id)),
    db.select({ slug: pages.slug }).from(pages).where(eq(pages.siteId, site.id)),
  ]);
  const entries: PathPerLang[] = [
    () => '',
    ...cats.map((c) => (lang: Locale) => `/${tr(c.slug)(lang)}`),
    ...prods.map((p) => (lang: Locale) => `/product/${tr(p.slug)(lang)}`),
    ...arts.map((a) => () => `/articles/${a.slug}`),
    ...pgs.map((p) => () => `/${p.slug}`),
  ];
  const perEntry = site.langs.length;
  const urls: string[] = [];
  for (const path of entries) {
    if (urls.length + perEntry > SITEMAP_MAX_URLS) break;
    const alternates = site.langs
      .map(
        (lang) =>
          `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeMarkup(`${origin}/${lang}${path(lang)}`)}"/>`,
      )
      .concat(
        `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeMarkup(`${origin}/${site.mainLang}${path(site.mainLang)}`)}"/>`,
      )
      .join('');
    for (const lang of site.langs)
      urls.push(`<url><loc>${escapeMarkup(`${origin}/${lang}${path(lang)}`)}</loc>${alternates}</url>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
