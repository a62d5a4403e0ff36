// The remote's i18next namespace. Each language is a chunk of its own, fetched with the page (the
// shell asks for the page's language and the shop's main language; `prepare` on the server), so a
// shopper never downloads the other three. Server-side `load` code has no i18next instance, so it
// reads the fetched texts through `textFor` (titles of the page head).
import type { Locale } from '@vitrina/events';
import type { RemoteModule } from '@vitrina/mf-kit';
import type { ContentTextKey, ContentTexts } from './en.ts';

export const NAMESPACE = 'content';
export type { ContentTextKey };

const BY_LANGUAGE: Record<Locale, () => Promise<ContentTexts>> = {
  ro: () => import('./ro.ts').then((m) => m.ro),
  ru: () => import('./ru.ts').then((m) => m.ru),
  uk: () => import('./uk.ts').then((m) => m.uk),
  en: () => import('./en.ts').then((m) => m.en),
};

const loaded: Partial<Record<Locale, ContentTexts>> = {};

/** Fetches one language's texts once; later calls answer from memory. */
export async function loadContentTexts(locale: Locale): Promise<ContentTexts> {
  return (loaded[locale] ??= await BY_LANGUAGE[locale]());
}

export const translations: RemoteModule['translations'] = {
  ro: () => loadContentTexts('ro'),
  ru: () => loadContentTexts('ru'),
  uk: () => loadContentTexts('uk'),
  en: () => loadContentTexts('en'),
};

/** A text with its {{placeholders}} filled, for code that runs outside React. */
export function textFor(locale: Locale, key: ContentTextKey, values: Record<string, string | number> = {}): string {
  const texts = loaded[locale];
  // Loud: code running before its language arrived would otherwise show keys to shoppers.
  if (!texts) throw new Error(`mf-content: texts in ${locale} are used before they were fetched`);
  return texts[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
