// Shop paths built from what the back end sends: category urls come as bare slugs, product urls
// as `/product/{slug}`.
import type { Locale } from '@vitrina/events';
import { localePath } from '@vitrina/mf-kit/breadcrumbs';

export const shopPath = (locale: Locale, url: string) => localePath(locale, url.startsWith('/') ? url : `/${url}`);
export const searchPath = (locale: Locale, query: string) =>
  `${localePath(locale, '/search')}?query=${encodeURIComponent(query)}`;
/** Links the shop's editors enter (banners) come with the locale prefix or without it. */
export const editorLinkPath = (locale: Locale, link: string) =>
  /^\/(ro|ru|uk|en)(\/|$)/.test(link) ? link : shopPath(locale, link);
