import { useTranslation } from '@vitrina/i18n';
import { NAMESPACE } from './index.ts';
import type { AdvertsTextKey, TextValues } from './index.ts';

export type AdvertsT = (key: AdvertsTextKey, values?: TextValues) => string;

/** The remote's texts with typed keys. */
export function useAdvertsT(): AdvertsT {
  const { t } = useTranslation(NAMESPACE);
  return (key, values) => t(key, values ?? {});
}
