// Which language a visitor gets at the root, and the cookie that remembers it (spec: saved cookie,
// then the browser's language, then the site's main language; only the site's languages count).
import { pickLocale } from '@vitrina/domain';
import type { Locale } from '@vitrina/domain';
import { serializeCookie } from './cookies.ts';

export const LOCALE_COOKIE = 'i18n_redirected';
const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export interface LocaleSite {
  langs: readonly Locale[];
  mainLang: Locale;
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
