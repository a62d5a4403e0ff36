// What an article page tells search engines: schema.org NewsArticle (what Google's article results
// read) and its address in each language. Paths stay paths: the shell's head makes them absolute on
// the shop's public origin.
import { SHOP_ORGANIZATION_ID } from '@vitrina/domain';
import type { articleDetailSchema } from '@vitrina/contract';
import type { Locale, PageHead } from '@vitrina/events';
import type { z } from 'zod';

type Article = z.infer<typeof articleDetailSchema>;

/** The shop's Organization, which the shell's head describes (name, logo) under this id. */
const SHOP = { '@type': 'Organization', '@id': SHOP_ORGANIZATION_ID };

/** The article, written and published by the shop, at `path` (with the locale prefix). */
export function articleLd(article: Article, locale: Locale, path: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    description: article.excerpt,
    image: [article.image],
    datePublished: article.published_at,
    dateModified: article.updated_at,
    inLanguage: locale,
    mainEntityOfPage: path,
    author: SHOP,
    publisher: SHOP,
  };
}

/** The article's page path (after the locale prefix) at its slug. */
export const articlePath = (slug: string) => `/articles/${encodeURIComponent(slug)}`;

/**
 * The article's path in each language, at that language's slug: the hreflang links and the
 * language panel's links, so switching language lands on the translated page without a redirect.
 */
export const articleAlternates = (article: Article): PageHead['alternates'] =>
  Object.fromEntries(Object.entries(article.alternates).map(([lang, slug]) => [lang, articlePath(slug)]));
