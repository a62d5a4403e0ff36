// The remote's addresses, in one place: the public list and advert pages under /adverts (cached,
// crawled), the shopper's own pages under /my-adverts (personal: the gateway reads personal sections
// by their first segment, so the two kinds need two).
import type { Locale } from '@vitrina/events';
import { localePath } from '@vitrina/mf-kit/breadcrumbs';

export const PUBLIC_SECTION = 'adverts';
export const PERSONAL_SECTION = 'my-adverts';

export const listPath = (locale: Locale) => localePath(locale, `/${PUBLIC_SECTION}`);
export const advertPath = (locale: Locale, slug: string) =>
  localePath(locale, `/${PUBLIC_SECTION}/${encodeURIComponent(slug)}`);
export const myAdvertsPath = (locale: Locale) => localePath(locale, `/${PERSONAL_SECTION}`);
export const newAdvertPath = (locale: Locale) => localePath(locale, `/${PERSONAL_SECTION}/new`);
export const editAdvertPath = (locale: Locale, slug: string) =>
  localePath(locale, `/${PERSONAL_SECTION}/${encodeURIComponent(slug)}/edit`);
export const favoriteAdvertsPath = (locale: Locale) => localePath(locale, `/${PERSONAL_SECTION}/favorites`);

/** An address with its query, or without a `?` when there is none. */
export const withQuery = (path: string, search: URLSearchParams) => {
  const query = search.toString();
  return query ? `${path}?${query}` : path;
};
