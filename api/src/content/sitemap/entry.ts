// One page of a shop's sitemap: its path in each language, and when it last changed.
import type { Locale } from '@vitrina/domain';

export interface SitemapEntry {
  /** The page's path after the locale prefix ('' for home) in each language it exists in. */
  paths: Partial<Record<Locale, string>>;
  lastmod: Date;
}

/** The latest of `dates`, and never earlier than `floor`. */
export function latest(dates: Iterable<Date>, floor: Date): Date {
  let best = floor;
  for (const date of dates) if (date > best) best = date;
  return best;
}

/** A slug as one path segment. */
export const segment = (slug: string) => `/${encodeURIComponent(slug)}`;

/** A page every language of the shop has at the same path. */
export const inEvery = (langs: readonly Locale[], path: string, lastmod: Date): SitemapEntry => ({
  paths: Object.fromEntries(langs.map((lang) => [lang, path])),
  lastmod,
});
