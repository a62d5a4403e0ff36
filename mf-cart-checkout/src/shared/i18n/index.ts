// The remote's i18next namespace. Each language is a chunk of its own, fetched with the page (or with
// the cart widget on another remote's page), so a shopper never downloads the other three.
import type { Locale } from '@vitrina/events';
import type { RemoteModule } from '@vitrina/mf-kit';
import type { CartTextKey, CartTexts } from './en.ts';

export const NAMESPACE = 'cart';
export type { CartTextKey, CartTexts };

const BY_LANGUAGE: Record<Locale, () => Promise<CartTexts>> = {
  ro: () => import('./ro.ts').then((m) => m.ro),
  ru: () => import('./ru.ts').then((m) => m.ru),
  uk: () => import('./uk.ts').then((m) => m.uk),
  en: () => import('./en.ts').then((m) => m.en),
};

const loaded: Partial<Record<Locale, CartTexts>> = {};

/** Fetches one language's texts once; later calls answer from memory. */
export async function loadCartTexts(locale: Locale): Promise<CartTexts> {
  return (loaded[locale] ??= await BY_LANGUAGE[locale]());
}

export const translations: RemoteModule['translations'] = {
  ro: () => loadCartTexts('ro'),
  ru: () => loadCartTexts('ru'),
  uk: () => loadCartTexts('uk'),
  en: () => loadCartTexts('en'),
};

/** A text with its {{placeholders}} filled, for code that runs outside React (page titles, notices). */
export function textFor(locale: Locale, key: CartTextKey, values: Record<string, string | number> = {}): string {
  const texts = loaded[locale];
  if (!texts) throw new Error(`mf-cart-checkout: texts in ${locale} are used before they were fetched`);
  return texts[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
