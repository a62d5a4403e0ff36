// Where a category url sits in the shop's menu (the bus's category tree), and the trail of
// crumbs down to it.
import type { Category, Locale } from '@vitrina/events';
import { localePath } from '@vitrina/mf-kit/breadcrumbs';
import type { Crumb } from '@vitrina/mf-kit/breadcrumbs';

export type Subcategory = Category['subcategories'][number];
export interface MenuPlace {
  category: Category;
  sub?: Subcategory;
}

/** The category, and the subcategory when the url is one; null when the menu does not have it. */
export function findInMenu(menu: readonly Category[], url: string): MenuPlace | null {
  for (const category of menu) {
    if (category.categoryUrl === url) return { category };
    const sub = category.subcategories.find((one) => one.subCategoryUrl === url);
    if (sub) return { category, sub };
  }
  return null;
}

/** The category, then the subcategory when there is one, as crumbs (home is added by the trail). */
export function menuCrumbs(locale: Locale, place: MenuPlace): Crumb[] {
  const crumbs = [{ name: place.category.categoryTitle, path: localePath(locale, `/${place.category.categoryUrl}`) }];
  if (place.sub)
    crumbs.push({ name: place.sub.subCategoryTitle, path: localePath(locale, `/${place.sub.subCategoryUrl}`) });
  return crumbs;
}
