// The remote's texts: one i18next namespace, each language a chunk of its own fetched with the page
// (the shell asks for the page's language; `prepare` on the server), so a shopper never downloads the
// other three. Components read them through the shell's i18next (`useAdvertsT`); code outside React
// (page heads on the server, notices) through `textFor`, a `t` fixed to a language over the same tables.
import i18next from 'i18next';
import type { Locale } from '@vitrina/events';
import type { RemoteModule } from '@vitrina/mf-kit';
import type { AdvertsTextKey } from './en.ts';

export const NAMESPACE = 'adverts';
export type { AdvertsTextKey };
export type AdvertsTexts = Record<AdvertsTextKey, string>;
export type TextValues = Record<string, string | number>;

const BY_LANGUAGE: Record<Locale, () => Promise<AdvertsTexts>> = {
  ro: () => import('./ro.ts').then((m) => m.ro),
  ru: () => import('./ru.ts').then((m) => m.ru),
  uk: () => import('./uk.ts').then((m) => m.uk),
  en: () => import('./en.ts').then((m) => m.en),
};

/** The languages fetched so far, as i18next resources (no fallback: a missing text is a bug). */
const fetched = i18next.createInstance();
void fetched.init({
  ns: [NAMESPACE],
  defaultNS: NAMESPACE,
  fallbackLng: false,
  resources: {},
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Fetches one language's texts once; later calls answer from memory. */
export async function loadAdvertsTexts(locale: Locale): Promise<AdvertsTexts> {
  if (!fetched.hasResourceBundle(locale, NAMESPACE)) {
    fetched.addResourceBundle(locale, NAMESPACE, await BY_LANGUAGE[locale]());
  }
  return fetched.getResourceBundle(locale, NAMESPACE) as AdvertsTexts;
}

export const translations: RemoteModule['translations'] = {
  ro: () => loadAdvertsTexts('ro'),
  ru: () => loadAdvertsTexts('ru'),
  uk: () => loadAdvertsTexts('uk'),
  en: () => loadAdvertsTexts('en'),
};

/** A text with its {{placeholders}} filled, for code outside React; loud when its language is not fetched yet. */
export function textFor(locale: Locale, key: AdvertsTextKey, values: TextValues = {}): string {
  if (!fetched.hasResourceBundle(locale, NAMESPACE)) {
    throw new Error(`mf-adverts: texts in ${locale} are used before they were fetched`);
  }
  return fetched.getFixedT(locale, NAMESPACE)(key, values);
}
