import { useTranslation } from '@vitrina/i18n';
import { NAMESPACE } from './index.ts';
import type { CatalogTextKey, TextValues } from './index.ts';

export type CatalogT = (key: CatalogTextKey, values?: TextValues) => string;

/** In components: the remote's texts in the page's language, with typed keys. */
export function useCatalogT(): CatalogT {
  const { t } = useTranslation(NAMESPACE);
  return (key, values) => t(key, values ?? {});
}

/**
 * Which texts the page reads: its language and the fallbacks behind it. Markup kept on the server
 * (Kept) names it, since a text missing in one language shows its fallback's. Null while the page's
 * language has none of this remote's texts: markup drawn from keys is never kept.
 */
export function useCatalogTextsKey(): string | null {
  const { i18n } = useTranslation(NAMESPACE);
  return i18n.hasResourceBundle(i18n.language, NAMESPACE) ? i18n.languages.join(',') : null;
}
