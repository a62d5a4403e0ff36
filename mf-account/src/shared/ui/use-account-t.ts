import { useTranslation } from '@vitrina/i18n';
import { NAMESPACE } from '../../i18n/index.ts';
import type { AccountTextKey } from '../../i18n/index.ts';

export type AccountT = (key: AccountTextKey, values?: Record<string, string | number>) => string;

/** The remote's texts with typed keys. */
export function useAccountT(): AccountT {
  const { t } = useTranslation(NAMESPACE);
  return (key, values) => t(key, values ?? {});
}
