// The remote's i18next namespace. Each language is a chunk of its own, fetched with the page (the
// shell asks for the page's language and the shop's main language; `prepare` on the server), so a
// shopper never downloads the other three. Server-side `load` code has no i18next instance, so it
// reads the fetched texts through `textFor` (titles of the page head; @vitrina/mf-kit/text-loader).
import type { Locale } from '@vitrina/events';
import { createTextLoader } from '@vitrina/mf-kit/text-loader';
import type { ContentTextKey, ContentTexts } from './en.ts';

export const NAMESPACE = 'content';
export type { ContentTextKey };

const BY_LANGUAGE: Record<Locale, () => Promise<ContentTexts>> = {
  ro: () => import('./ro.ts').then((m) => m.ro),
  ru: () => import('./ru.ts').then((m) => m.ru),
  uk: () => import('./uk.ts').then((m) => m.uk),
  en: () => import('./en.ts').then((m) => m.en),
};

export const {
  load: loadContentTexts,
  translations,
  textFor,
} = createTextLoader({ remote: 'mf-content', namespace: NAMESPACE, languages: BY_LANGUAGE });
