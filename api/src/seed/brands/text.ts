// Builders for translated demo texts: ro, ru, en and, where a shop sells in Ukrainian, uk.
import type { Locale, Translated } from '@vitrina/domain';

export const L = (ro: string, ru: string, en: string, uk?: string): Translated => ({
  ro,
  ru,
  en,
  ...(uk ? { uk } : {}),
});

/** A category or subcategory slug per language. */
export const S = (ro: string, ru: string, en: string, uk?: string): Translated => L(ro, ru, en, uk);

/** A text built for each of a shop's languages, e.g. a title that joins translated parts. */
export const each = (langs: Locale[], fn: (lang: Locale) => string): Translated =>
  Object.fromEntries(langs.map((lang) => [lang, fn(lang)]));
