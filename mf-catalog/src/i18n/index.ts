// The remote's i18next namespace. Server-side `load` code has no i18next instance, so it reads
// the same texts through `textFor` (titles of the page head).
import type { Locale } from '@vitrina/events';
import type { RemoteModule } from '@vitrina/mf-kit';
import { en } from './en.ts';
import type { CatalogTextKey } from './en.ts';
import { ro } from './ro.ts';
import { ru } from './ru.ts';
import { uk } from './uk.ts';

export const NAMESPACE = 'catalog';
export type { CatalogTextKey };

export const CATALOG_TEXTS = { ro, ru, uk, en } satisfies Record<Locale, Record<CatalogTextKey, string>>;
export const translations: RemoteModule['translations'] = CATALOG_TEXTS;

/** A text with its {{placeholders}} filled, for code that runs outside React. */
export function textFor(locale: Locale, key: CatalogTextKey, values: Record<string, string | number> = {}): string {
  return CATALOG_TEXTS[locale][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
