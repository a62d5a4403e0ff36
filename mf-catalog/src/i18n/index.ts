// The remote's texts: its i18next namespace, and the second half's texts (features/texts). Each
// language is a chunk of its own, fetched with the page (the shell asks for the page's language and
// the shop's main language; `prepare` on the server); a shopper never downloads the other three.
// Code outside React (page heads, notices) reads the fetched texts through `textFor`.
import type { Locale } from '@vitrina/events';
import type { RemoteModule } from '@vitrina/mf-kit';
import { extrasTextsLoaded } from '../features/texts/index.ts';
import type { ExtrasTexts } from '../features/texts/index.ts';
import type { CatalogTextKey } from './en.ts';
import { fetchedTexts } from './fetched.ts';

export const NAMESPACE = 'catalog';
export type { CatalogTextKey };
type CatalogTexts = Record<CatalogTextKey, string>;

const BY_LANGUAGE: Record<Locale, () => Promise<[CatalogTexts, ExtrasTexts]>> = {
  ro: () => Promise.all([import('./ro.ts').then((m) => m.ro), import('../features/texts/ro.ts').then((m) => m.ro)]),
  ru: () => Promise.all([import('./ru.ts').then((m) => m.ru), import('../features/texts/ru.ts').then((m) => m.ru)]),
  uk: () => Promise.all([import('./uk.ts').then((m) => m.uk), import('../features/texts/uk.ts').then((m) => m.uk)]),
  en: () => Promise.all([import('./en.ts').then((m) => m.en), import('../features/texts/en.ts').then((m) => m.en)]),
};

const loaded: Partial<Record<Locale, CatalogTexts>> = {};

/** Fetches one language's texts (both halves) once; later calls answer from memory. */
export async function loadCatalogTexts(locale: Locale): Promise<CatalogTexts> {
  const known = loaded[locale];
  if (known) return known;
  const [catalog, extras] = await BY_LANGUAGE[locale]();
  extrasTextsLoaded(locale, extras);
  return (loaded[locale] = catalog);
}

export const translations: RemoteModule['translations'] = {
  ro: () => loadCatalogTexts('ro'),
  ru: () => loadCatalogTexts('ru'),
  uk: () => loadCatalogTexts('uk'),
  en: () => loadCatalogTexts('en'),
};

/** A text with its {{placeholders}} filled, for code that runs outside React. */
export function textFor(locale: Locale, key: CatalogTextKey, values: Record<string, string | number> = {}): string {
  return fetchedTexts(loaded, locale)[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
