// The remote's i18next namespace, a chunk per language fetched with the page (or with the cart widget
// on another remote's page); see @vitrina/mf-kit/text-loader for how they are fetched, cached and read.
import type { Locale } from '@vitrina/events';
import { createTextLoader } from '@vitrina/mf-kit/text-loader';
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

export const {
  load: loadCartTexts,
  translations,
  textFor,
} = createTextLoader({ remote: 'mf-cart-checkout', namespace: NAMESPACE, languages: BY_LANGUAGE });
