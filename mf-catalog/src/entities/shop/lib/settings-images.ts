// The settings' pictures for empty states and the shop's product count, read leniently (a
// missing one just shows no picture).
import type { GlobalSettings } from '@vitrina/events';

type ImageKey = 'search_not_found' | 'favorite_not_found' | 'compare_error';
type RawSettings = { images?: Partial<Record<ImageKey, unknown>>; active_products_count?: unknown };

export function imageOf(settings: GlobalSettings | null, key: ImageKey): string {
  const value = (settings as RawSettings | null)?.images?.[key];
  return typeof value === 'string' ? value : '';
}

export function activeProductsOf(settings: GlobalSettings | null): number {
  const value = (settings as RawSettings | null)?.active_products_count;
  return typeof value === 'number' ? value : 0;
}
