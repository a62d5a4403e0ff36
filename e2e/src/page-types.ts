// One URL of each page type a shop serves in one language: picked from its sitemap (so the slugs
// are real), plus the pages a sitemap leaves out (search, the guest's lists, cart, 404).
import { mounts as catalogMounts } from '../../mf-catalog/src/mounts.ts';
import { mounts as contentMounts } from '../../mf-content/src/mounts.ts';
import type { Page } from 'playwright-core';
import { brandUrl } from './browser.ts';
import { crawlerOf } from './crawler.ts';

export interface PageOfType {
  /** `home`, `category`, a first path segment (`brands`), or one with a slug after it (`brands/:slug`). */
  type: string;
  /** With the language prefix, as a browser asks for it. */
  path: string;
  status: 200 | 404;
}

const OWNED = new Set<string>([...catalogMounts.prefixes, ...contentMounts.prefixes]);

/** A path's page type: its first segment (with `/:slug` when deeper), else it is a category. */
function typeOf(segments: string[]): string {
  if (segments.length === 0) return 'home';
  const [first] = segments as [string];
  if (!OWNED.has(first)) return 'category';
  return segments.length > 1 ? `${first}/:slug` : first;
}

/**
 * Pages no sitemap lists: personal, not indexed, or missing. Account pages are not among them: a
 * guest is sent to the login by the cabinet guard (gateway/test/session-pages.test.ts); they join
 * these checks signed in, with the account remote.
 */
function unlisted(lang: string, searchWord: string): PageOfType[] {
  const at = (type: string, path: string, status: 200 | 404 = 200) => ({ type, path: `/${lang}${path}`, status });
  return [
    at('search', '/search'),
    at('search?query', `/search?query=${encodeURIComponent(searchWord)}`),
    at('favorites', '/favorites'),
    at('compare', '/compare'),
    at('cart', '/cart'),
    at('404', '/no-such-page-here', 404),
  ];
}

/** The first listed URL of each type in `lang`, then the unlisted pages. */
export async function pagesOfEachType(gateway: string, brand: string, lang: string): Promise<PageOfType[]> {
  const origin = brandUrl(gateway, brand, '');
  const { urls } = await crawlerOf(gateway, origin).listed();
  const byType = new Map<string, PageOfType>();
  for (const { loc } of urls) {
    const [locale, ...segments] = new URL(loc).pathname.split('/').filter(Boolean);
    const type = typeOf(segments);
    if (locale === lang && !byType.has(type)) byType.set(type, { type, path: new URL(loc).pathname, status: 200 });
  }
  // A word of a real product's slug finds that product and its neighbours.
  const product = byType.get('product/:slug')?.path ?? '';
  const searchWord = product.split('/').pop()?.split('-')[0] ?? 'a';
  return [...byType.values(), ...unlisted(lang, searchWord)];
}

/**
 * A word of the open product page's title that the shop's search finds: the title's longest word,
 * not a slug's first part (a transliterated or short slug word need not match anything, and which
 * product the sitemap lists first moves as other journeys touch products).
 */
export async function searchWordOfProduct(page: Page): Promise<string> {
  const title = (await page.locator('[data-remote=catalog] h1').first().textContent()) ?? '';
  const words = title.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 3);
  return words.sort((a, b) => b.length - a.length)[0] ?? title;
}
