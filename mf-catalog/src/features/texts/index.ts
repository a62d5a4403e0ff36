// Texts of the catalogue's second half (search, brands, lists, meal plan). They are kept apart
// from the remote's i18next namespace so the two halves can be built side by side, and read by
// the bus's locale, which is also what server-side `load` code has (no i18next instance there).
import { useUnit } from 'effector-react';
import { $locale } from '@vitrina/events';
import type { Locale } from '@vitrina/events';
import { fetchedTexts } from '../../i18n/fetched.ts';
import type { ExtrasTextKey } from './en.ts';

export type { ExtrasTextKey };
export type ExtrasTexts = Record<ExtrasTextKey, string>;

/** Filled per language by the remote's text loader (i18n/index.ts), which fetches both halves. */
const EXTRAS_TEXTS: Partial<Record<Locale, ExtrasTexts>> = {};

export function extrasTextsLoaded(locale: Locale, texts: ExtrasTexts): void {
  EXTRAS_TEXTS[locale] = texts;
}

export type ExtrasT = (key: ExtrasTextKey, values?: Record<string, string | number>) => string;

/** A text with its {{placeholders}} filled. */
export function extrasText(locale: Locale, key: ExtrasTextKey, values: Record<string, string | number> = {}): string {
  return fetchedTexts(EXTRAS_TEXTS, locale)[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(values[name] ?? ''),
  );
}

/** In components: the texts of the page's language. */
export function useExtrasT(): ExtrasT {
  const locale = useUnit($locale);
  return (key, values) => extrasText(locale, key, values);
}
