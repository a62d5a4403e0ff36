// The few global settings catalogue pages act on, read leniently: a missing or odd value falls
// back to the spec's default instead of breaking the page. The settings themselves come from the
// bus (the shell loads them once per page), never from a call of this remote.
import { useUnit } from 'effector-react';
import { $siteSettings } from '@vitrina/events';
import { SORTS } from '../config/sorts.ts';
import type { Sort } from '../config/sorts.ts';

export interface CatalogSettings {
  pagination: 'pagination' | 'load_more';
  display: 'grid' | 'list';
  defaultSort: Sort;
  sortByPriority: boolean;
  showStock: boolean;
  greyPreOrder: boolean;
  reviews: boolean;
  emptyImage: string;
  productOfTheDay: boolean;
  /** Product pages offer "Request a quote" (a shop that sells to businesses). */
  quoteCart: boolean;
}

type Raw = Record<string, unknown> & {
  additional_settings?: Record<string, unknown>;
  images?: Record<string, unknown>;
};

export function catalogSettings(raw: unknown): CatalogSettings {
  const s = (raw ?? {}) as Raw;
  const extra = s.additional_settings ?? {};
  const sort = SORTS.find((one) => one === s.default_sorting);
  return {
    pagination: s.pagination_option === 'load_more' ? 'load_more' : 'pagination',
    display: s.product_display === 'list' ? 'list' : 'grid',
    defaultSort: sort ?? 'sort_priority-',
    sortByPriority: extra.sort_by_priority !== false,
    showStock: extra.show_stock_quantity_in_the_product_card === true,
    greyPreOrder: extra.black_and_white_product_card_for_pre_order === true,
    reviews: extra.enable_product_reviews === true,
    emptyImage: typeof s.images?.product_filters_not_found === 'string' ? s.images.product_filters_not_found : '',
    productOfTheDay: s.has_product_of_the_day === true,
    quoteCart: s.quote_cart_enabled === true,
  };
}

/** In components: the settings of the page's shop, from the bus. */
export function useCatalogSettings(): CatalogSettings {
  return catalogSettings(useUnit($siteSettings));
}
