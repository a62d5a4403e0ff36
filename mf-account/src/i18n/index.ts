// The remote's i18next namespace. Each language is a chunk of its own, fetched with the page (or with
// the sign-in widget on another remote's page), so a shopper never downloads the other three; see
// @vitrina/mf-kit/text-loader for how they are fetched, cached and read outside React (`textFor`).
import type { Locale } from '@vitrina/events';
import { createTextLoader } from '@vitrina/mf-kit/text-loader';
import type { AccountTextKey, AccountTexts } from './en.ts';

export const NAMESPACE = 'account';
export type { AccountTextKey, AccountTexts };

const BY_LANGUAGE: Record<Locale, () => Promise<AccountTexts>> = {
  ro: () => import('./ro.ts').then((m) => m.ro),
  ru: () => import('./ru.ts').then((m) => m.ru),
  uk: () => import('./uk.ts').then((m) => m.uk),
  en: () => import('./en.ts').then((m) => m.en),
};

export const {
  load: loadAccountTexts,
  translations,
  textFor,
} = createTextLoader({ remote: 'mf-account', namespace: NAMESPACE, languages: BY_LANGUAGE });
