import type { StateTexts } from '@vitrina/ui';
import { useCartT } from './use-cart-t.ts';

/** The words of the cart's loading, empty and error states (the page and the drawer say the same). */
export function useStateTexts(): StateTexts {
  const t = useCartT();
  return {
    loading: t('loading'),
    emptyTitle: t('emptyTitle'),
    emptyText: t('emptyText'),
    error: t('loadFailed'),
    retry: t('retry'),
  };
}
