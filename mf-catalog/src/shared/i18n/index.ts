// The remote's texts: one i18next namespace. Each language is a chunk of its own, fetched with
// the page (the shell asks for the page's language and the shop's main language; `prepare` on the
// server), so a shopper never downloads the other three. Components read them through the
// shell's i18next instance (`useCatalogT`); code outside React (page heads on the server, notices)
// through `textFor`, a `t` fixed to a language over the same tables.
import i18next from 'i18next';
import type { Locale } from '@vitrina/events';
import type { RemoteModule } from '@vitrina/mf-kit';
import type { CatalogTextKey } from './en.ts';

export const NAMESPACE = 'catalog';
export type { CatalogTextKey };
export type CatalogTexts = Record<CatalogTextKey, string>;
export type TextValues = Record<string, string | number>;

const BY_LANGUAGE: Record<Locale, () => Promise<CatalogTexts>> = {
  ro: () => import('./ro.ts').then((m) => m.ro),
  ru: () => import('./ru.ts').then((m) => m.ru),
  uk: () => import('./uk.ts').then((m) => m.uk),
  en: () => import('./en.ts').then((m) => m.en),
};

/** The languages fetched so far, as i18next resources (no fallback: a missing one is a bug). */
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
export async function loadCatalogTexts(locale: Locale): Promise<CatalogTexts> {
  if (!fetched.hasResourceBundle(locale, NAMESPACE)) {
    fetched.addResourceBundle(locale, NAMESPACE, await BY_LANGUAGE[locale]());
  }
  return fetched.getResourceBundle(locale, NAMESPACE) as CatalogTexts;
}

export const translations: RemoteModule['translations'] = {
  ro: () => loadCatalogTexts('ro'),
  ru: () => loadCatalogTexts('ru'),
  uk: () => loadCatalogTexts('uk'),
  en: () => loadCatalogTexts('en'),
};

/**
 * A text with its {{placeholders}} filled, for code that runs outside React. Loud when its
 * language has not been fetched yet, which would otherwise show keys to shoppers.
 */
export function textFor(locale: Locale, key: CatalogTextKey, values: TextValues = {}): string {
  if (!fetched.hasResourceBundle(locale, NAMESPACE)) {
    throw new Error(`mf-catalog: texts in ${locale} are used before they were fetched`);
  }
  return fetched.getFixedT(locale, NAMESPACE)(key, values);
}
