// The remote's i18next namespace. Each language is a chunk of its own, fetched with the page (or with
// the sign-in widget on another remote's page), so a shopper never downloads the other three.
import type { Locale } from '@vitrina/events';
import type { RemoteModule } from '@vitrina/mf-kit';
import type { AccountTextKey, AccountTexts } from './en.ts';

export const NAMESPACE = 'account';
export type { AccountTextKey, AccountTexts };

const BY_LANGUAGE: Record<Locale, () => Promise<AccountTexts>> = {
  ro: () => import('./ro.ts').then((m) => m.ro),
  ru: () => import('./ru.ts').then((m) => m.ru),
  uk: () => import('./uk.ts').then((m) => m.uk),
  en: () => import('./en.ts').then((m) => m.en),
};

const loaded: Partial<Record<Locale, AccountTexts>> = {};

/** Fetches one language's texts once; later calls answer from memory. */
export async function loadAccountTexts(locale: Locale): Promise<AccountTexts> {
  return (loaded[locale] ??= await BY_LANGUAGE[locale]());
}

export const translations: RemoteModule['translations'] = {
  ro: () => loadAccountTexts('ro'),
  ru: () => loadAccountTexts('ru'),
  uk: () => loadAccountTexts('uk'),
  en: () => loadAccountTexts('en'),
};

/** A text with its {{placeholders}} filled, for code that runs outside React (page titles). */
export function textFor(locale: Locale, key: AccountTextKey, values: Record<string, string | number> = {}): string {
  const texts = loaded[locale];
  if (!texts) throw new Error(`mf-account: texts in ${locale} are used before they were fetched`);
  return texts[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
