// The few global settings catalogue pages act on, read leniently: a missing or odd value falls
// back to the spec's default instead of breaking the page.
import type { ApiGet } from '@vitrina/events';
import type { Sort } from '../../pages/category/list-query.ts';
import { SORTS } from '../../pages/category/list-query.ts';

export const SETTINGS_REQUEST: ApiGet = { path: 'settings/global_site_settings' };
export const MENU_REQUEST: ApiGet = { path: 'general/menu_tree' };

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
  };
}

export interface MenuCategory {
  id: number;
  categoryTitle: string;
  categoryUrl: string;
  subcategories: { id: number; subCategoryTitle: string; subCategoryUrl: string }[];
}

/** Where a category url sits in the menu: the category, and the subcategory when it is one. */
export function findInMenu(
  menu: readonly MenuCategory[],
  url: string,
): { category: MenuCategory; sub?: MenuCategory['subcategories'][number] } | null {
  for (const category of menu) {
    if (category.categoryUrl === url) return { category };
    const sub = category.subcategories.find((one) => one.subCategoryUrl === url);
    if (sub) return { category, sub };
  }
  return null;
}
