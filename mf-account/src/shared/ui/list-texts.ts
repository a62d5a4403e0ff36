import type { StateTexts } from '@vitrina/ui';
import { useAccountT } from './use-account-t.ts';

/** The words around a cabinet list while it loads or when it could not be loaded. */
export function useListTexts(): StateTexts {
  const t = useAccountT();
  return { loading: t('listLoading'), emptyTitle: t('listLoading'), error: t('listError'), retry: t('retry') };
}
