import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n/index.ts';
import type { CatalogTextKey } from '../../i18n/index.ts';

export type CatalogT = (key: CatalogTextKey, values?: Record<string, string | number>) => string;

/** The remote's texts with typed keys. */
export function useCatalogT(): CatalogT {
  const { t } = useTranslation(NAMESPACE);
  return (key, values) => t(key, values ?? {});
}
