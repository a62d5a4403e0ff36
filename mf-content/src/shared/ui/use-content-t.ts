import { useTranslation } from '@vitrina/i18n';
import { NAMESPACE } from '../../i18n/index.ts';
import type { ContentTextKey } from '../../i18n/index.ts';

export type ContentT = (key: ContentTextKey, values?: Record<string, string | number>) => string;

/** The remote's texts with typed keys. */
export function useContentT(): ContentT {
  const { t } = useTranslation(NAMESPACE);
  return (key, values) => t(key, values ?? {});
}
