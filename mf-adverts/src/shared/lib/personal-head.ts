// The head of the shopper's own pages: a title in the page's language and no indexing (one visitor's
// data has nothing for a search engine; the gateway never caches these sections either).
import type { Locale, PageHead } from '@vitrina/events';
import { textFor } from '../i18n/index.ts';
import type { AdvertsTextKey } from '../i18n/index.ts';

export const PERSONAL_ROBOTS = 'noindex, nofollow';

export const personalHead = (locale: Locale, title: AdvertsTextKey): PageHead => ({
  title: textFor(locale, title),
  robots: PERSONAL_ROBOTS,
});
