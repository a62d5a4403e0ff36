// The settings' pictures for empty states, read leniently (a missing one just shows no picture).
import { SETTINGS_REQUEST } from '../../shared/lib/shop-settings.ts';
import { useResources } from '../../shared/resources.ts';

type ImageKey = 'search_not_found' | 'favorite_not_found' | 'compare_error';
type RawSettings = { images?: Partial<Record<ImageKey, unknown>>; active_products_count?: unknown };

export function imageOf(settings: unknown, key: ImageKey): string {
  const value = (settings as RawSettings | undefined)?.images?.[key];
  return typeof value === 'string' ? value : '';
}

export function activeProductsOf(settings: unknown): number {
  const value = (settings as RawSettings | undefined)?.active_products_count;
  return typeof value === 'number' ? value : 0;
}

/** The shop's settings (already in the store on catalogue pages; fetched once elsewhere). */
export function useShopSettings(): unknown {
  const [settings] = useResources<[unknown]>([SETTINGS_REQUEST]);
  return settings.status === 'ready' ? settings.data : undefined;
}
