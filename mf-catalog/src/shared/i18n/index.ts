// The remote's texts: one i18next namespace, a chunk per language (see @vitrina/mf-kit/text-loader
// for how they are fetched, cached and read). Components read them through the shell's i18next
// (`useCatalogT`); code outside React (page heads on the server, notices) through `textFor`.
import type { Locale } from '@vitrina/events';
import { createTextLoader } from '@vitrina/mf-kit/text-loader';
import type { CatalogTextKey } from './en.ts';

export type { TextValues } from '@vitrina/mf-kit/text-loader';

export const NAMESPACE = 'catalog';
export type { CatalogTextKey };
export type CatalogTexts = Record<CatalogTextKey, string>;

const BY_LANGUAGE: Record<Locale, () => Promise<CatalogTexts>> = {
  ro: () => import('./ro.ts').then((m) => m.ro),
  ru: () => import('./ru.ts').then((m) => m.ru),
  uk: () => import('./uk.ts').then((m) => m.uk),
  en: () => import('./en.ts').then((m) => m.en),
};

export const {
  load: loadCatalogTexts,
  translations,
  textFor,
} = createTextLoader({ remote: 'mf-catalog', namespace: NAMESPACE, languages: BY_LANGUAGE });
