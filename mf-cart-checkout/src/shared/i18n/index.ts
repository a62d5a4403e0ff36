// The remote's i18next namespace. Each language is a chunk of its own, fetched with the page (or with
// the cart widget on another remote's page), so a shopper never downloads the other three.
import type { Locale } from '@vitrina/events';
import type { RemoteModule } from '@vitrina/mf-kit';
import type { CheckoutTexts } from './checkout/en.ts';
import type { CartTextKey, CartTexts } from './en.ts';

export const NAMESPACE = 'cart';
export type { CartTextKey, CartTexts };
/** A language's whole namespace: the remote's table and the checkout's (its own files per language). */
export type NamespaceTexts = CartTexts & CheckoutTexts;

const BY_LANGUAGE: Record<Locale, () => Promise<NamespaceTexts>> = {
  ro: () =>
    Promise.all([import('./ro.ts'), import('./checkout/ro.ts')]).then(([m, c]) => ({ ...m.ro, ...c.checkoutRo })),
  ru: () =>
    Promise.all([import('./ru.ts'), import('./checkout/ru.ts')]).then(([m, c]) => ({ ...m.ru, ...c.checkoutRu })),
  uk: () =>
    Promise.all([import('./uk.ts'), import('./checkout/uk.ts')]).then(([m, c]) => ({ ...m.uk, ...c.checkoutUk })),
  en: () =>
    Promise.all([import('./en.ts'), import('./checkout/en.ts')]).then(([m, c]) => ({ ...m.en, ...c.checkoutEn })),
};

const loaded: Partial<Record<Locale, NamespaceTexts>> = {};

/** Fetches one language's texts once; later calls answer from memory. */
export async function loadCartTexts(locale: Locale): Promise<NamespaceTexts> {
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
