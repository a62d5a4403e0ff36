// The adverts module's pages in a shop's sitemap (shops that turn it on): the adverts list, listed
// while it has adverts, and each published advert at /adverts/{slug} in every language of the shop
// (one slug for all: the page shows the title of the language, else the other one written). A draft,
// a paused and a deleted advert have no public page and are never listed; the shopper's own pages
// (/my-adverts) are personal.
import type { Locale } from '@vitrina/domain';

import { inEvery, latest, segment, type SitemapEntry } from './entry.ts';
import type { SitemapRows } from './rows.ts';

export function advertEntries(langs: readonly Locale[], rows: Pick<SitemapRows, 'adverts'>): SitemapEntry[] {
  if (rows.adverts.length === 0) return [];
  const pages = rows.adverts.map((advert) => inEvery(langs, `/adverts${segment(advert.slug)}`, advert.updatedAt));
  const changed = latest(
    pages.map((page) => page.lastmod),
    new Date(0),
  );
  return [inEvery(langs, '/adverts', changed), ...pages];
}
