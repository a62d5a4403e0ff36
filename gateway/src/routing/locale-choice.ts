// Which language a visitor gets at the root, and the cookie that remembers it (spec: saved cookie,
// then the browser's language, then the site's main language; only the site's languages count).
// The cookie is written here, by the gateway, both when it chose at the root and when the shopper
// switched language: no browser code is needed for it, and it works without JavaScript.
import { pickLocale } from '@vitrina/domain';
import type { Locale } from '@vitrina/domain';
import { serializeCookie } from './cookies.ts';

export const LOCALE_COOKIE = 'i18n_redirected';
const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export interface LocaleSite {
  langs: readonly Locale[];
  mainLang: Locale;
  /** The shop's address as shoppers see it (`https://shop.example`), when known. */
  publicOrigin?: string;
}

/** mainLang, unless the settings name a language the site does not offer: then its first one. */
export function mainLanguage(site: LocaleSite): Locale {
  return site.langs.includes(site.mainLang) ? site.mainLang : (site.langs[0] ?? site.mainLang);
}

export function offers(site: LocaleSite, code: string): code is Locale {
  return (site.langs as readonly string[]).includes(code);
}

export interface RootLocale {
  locale: Locale;
  /** True when the gateway chose (no usable saved cookie): the choice is saved in the cookie. */
  chosenByGateway: boolean;
}

export function chooseRootLocale(
  site: LocaleSite,
  saved: string | undefined,
  acceptLanguage: string | undefined,
): RootLocale {
  if (saved && offers(site, saved)) return { locale: saved, chosenByGateway: false };
  return { locale: pickLocale(acceptLanguage, site.langs, mainLanguage(site)), chosenByGateway: true };
}

export function localeCookie(locale: Locale): string {
  return serializeCookie(LOCALE_COOKIE, locale, { maxAgeSeconds: LOCALE_COOKIE_MAX_AGE_S });
}

/** Where a page request came from, as far as the language choice cares. */
export interface PageVisit {
  locale: Locale;
  /** The i18n_redirected cookie, if any. */
  saved: string | undefined;
  /** The Referer header: browsers send the full same-origin URL (our Referrer-Policy keeps it). */
  referer: string | undefined;
  /** The Host header the browser used. */
  host: string | undefined;
}

/**
 * The language a shopper just switched to, to be saved: a page of one of the shop's languages
 * reached from a page of another of them on the same shop. Every link of a page stays inside its
 * language except the language panel's, so such a step is the shopper's choice; arriving from a
 * search engine or a bookmark (another origin, no Referer) is not, and leaves the saved choice
 * alone. Null when there is nothing new to save.
 */
export function switchedLocale(site: LocaleSite, visit: PageVisit): Locale | null {
  if (visit.saved === visit.locale || !visit.referer) return null;
  const from = URL.parse(visit.referer);
  if (!from) return null;
  const sameShop =
    from.host === visit.host?.toLowerCase() || from.origin === URL.parse(site.publicOrigin ?? '')?.origin;
  const fromLocale = from.pathname.split('/')[1] ?? '';
  return sameShop && fromLocale !== visit.locale && offers(site, fromLocale) ? visit.locale : null;
}
