// Which pages a shop's sitemap lists, at which path in each language, and when each last changed.
// Every path here must be one a remote's route serves with 200 (the crawl test fetches them all);
// personal pages (cart, account, favourites, compare, my adverts) and search results are never listed.
import type { Locale } from '@vitrina/domain';
import { isSettingsPage, SETTINGS_PAGE_PATHS } from '@vitrina/contract';

import { advertEntries } from './adverts-entries.ts';
import { catalogueEntries, slugPaths } from './catalogue-entries.ts';
import { inEvery, latest, segment, type SitemapEntry } from './entry.ts';
import type { SitemapRows } from './rows.ts';

export type { SitemapEntry } from './entry.ts';

/** Home first (it shows the newest of everything), then content pages, the catalogue, the adverts. */
export function sitemapEntries(langs: readonly Locale[], rows: SitemapRows): SitemapEntry[] {
  const rest = [...contentEntries(langs, rows), ...catalogueEntries(langs, rows), ...advertEntries(langs, rows)];
  const home = latest(
    rest.map((entry) => entry.lastmod),
    rows.siteUpdatedAt,
  );
  return [inEvery(langs, '', home), ...rest];
}

function contentEntries(langs: readonly Locale[], rows: SitemapRows): SitemapEntry[] {
  const site = rows.siteUpdatedAt;
  const page = (path: string, lastmod: Date) => inEvery(langs, path, lastmod);
  const list = <T extends { updatedAt: Date }>(path: string, items: readonly T[], itemPath?: (item: T) => string) =>
    listWithItems(langs, path, items, itemPath);
  const blocksOf = (kind: string) => rows.blocks.filter((block) => block.kind === kind);
  const makersChanged = latest(
    rows.brands.map((brand) => brand.updatedAt),
    site,
  );
  return [
    // Pages drawn from the shop's settings (contacts, forms, the order guide's fixed steps).
    page('/contacts', site),
    page('/want-to-order', site),
    page('/order-guide', site),
    page('/feedbacks', latest([rows.videoReviewsUpdatedAt ?? site], site)),
    ...(rows.menuCalculator ? [page('/menu-calculator', site)] : []),
    ...list('/faq', blocksOf('faq')),
    ...list('/services', blocksOf('advantage')),
    ...list('/career', blocksOf('vacancy'), (block) => `/career/${block.id}`),
    // Gallery albums are the top categories.
    ...list(
      '/gallery',
      rows.categories.filter((category) => category.parentId === null),
      (category) => `/gallery/${category.id}`,
    ),
    // Brand pages come with the catalogue; partners lists the same makers by region.
    ...list('/brands', rows.brands),
    ...(rows.brands.length ? [page('/partners', makersChanged)] : []),
    ...articleEntries(langs, rows),
    ...rows.pages.flatMap((cms) => {
      if (!isSettingsPage(cms.slug)) return [page(`/page${segment(cms.slug)}`, cms.updatedAt)];
      const own = page(`/${SETTINGS_PAGE_PATHS[cms.slug]}`, cms.updatedAt);
      // The logistics page shows the delivery page's text with the payment systems.
      return cms.slug === 'delivery_page' ? [own, page('/logistics', latest([cms.updatedAt], site))] : [own];
    }),
  ];
}

/**
 * The news list and each article at its slug of each language (the page redirects any other slug
 * to that one); a language the article has no slug in uses its own slug, which the page accepts.
 */
function articleEntries(langs: readonly Locale[], rows: SitemapRows): SitemapEntry[] {
  const slugsOf = slugPaths(langs, rows);
  const pages = rows.articles.map((article) => {
    const slug = slugsOf.get(`article:${article.id}`);
    const paths = { ...inEvery(langs, segment(article.slug), article.updatedAt).paths, ...slug?.paths };
    return {
      paths: Object.fromEntries(Object.entries(paths).map(([lang, path]) => [lang, `/articles${path}`])),
      lastmod: latest([article.publishedAt, ...(slug ? [slug.updatedAt] : [])], article.updatedAt),
    };
  });
  if (pages.length === 0) return [];
  const changed = latest(
    pages.map((page) => page.lastmod),
    new Date(0),
  );
  return [inEvery(langs, '/articles', changed), ...pages];
}

/**
 * A list page, listed only when it has something to show (an empty list is no page for a search
 * engine), then a page per item where items have pages of their own.
 */
function listWithItems<T extends { updatedAt: Date }>(
  langs: readonly Locale[],
  path: string,
  items: readonly T[],
  itemPath?: (item: T) => string,
): SitemapEntry[] {
  if (items.length === 0) return [];
  const changed = latest(
    items.map((item) => item.updatedAt),
    new Date(0),
  );
  const own = itemPath ? items.map((item) => inEvery(langs, itemPath(item), item.updatedAt)) : [];
  return [inEvery(langs, path, changed), ...own];
}
