import type { Locale } from '@vitrina/events';

/**
 * The texts of a language once fetched (each language is a chunk, see index.ts); loud when code
 * runs before its language arrived, which would otherwise show keys to shoppers.
 */
export function fetchedTexts<T>(texts: Partial<Record<Locale, T>>, locale: Locale): T {
  const found = texts[locale];
  if (!found) throw new Error(`mf-catalog: texts in ${locale} are used before they were fetched`);
  return found;
}
