import { useTranslation } from '@vitrina/i18n';
import { NAMESPACE } from '../i18n/index.ts';
import type { CartTextKey } from '../i18n/index.ts';

export type CartT = (key: CartTextKey, values?: Record<string, string | number>) => string;

/** The remote's texts with typed keys. */
export function useCartT(): CartT {
  const { t } = useTranslation(NAMESPACE);
  return (key, values) => t(key, values ?? {});
}
