import type { Locale } from '@vitrina/events';
import { localePath } from '../app/language-paths.ts';
import type { BrandTree, Category } from '../settings/types.ts';

export interface MenuLink {
  id: string;
  title: string;
  /** Path inside the locale prefix, without the leading slash (`boxe`, `brands/acme`). */
  path: string;
}

/** One entry of the desktop category row: a direct link, or a toggle with a dropdown of links. */
export type CategoryEntry = (MenuLink & { kind: 'link' }) | (MenuLink & { kind: 'group'; items: MenuLink[] });

/** How many brands the brands dropdown lists before "all brands". */
export const BRANDS_IN_DROPDOWN = 12;

/**
 * Spec, section 2: the brands entry is inserted only when the brand tree has brands and the
 * position is a number, clamped between 0 and the menu's length. Null means "no entry".
 */
export function brandsIndex(position: number | null | undefined, menuLength: number): number | null {
  if (typeof position !== 'number' || !Number.isFinite(position)) return null;
  return Math.min(Math.max(Math.trunc(position), 0), menuLength);
}

export const brandCount = (tree: BrandTree) => tree.groups.reduce((sum, group) => sum + group.brands.length, 0);

function categoryEntry(category: Category): CategoryEntry {
  const base = { id: `category-${category.id}`, title: category.categoryTitle, path: category.categoryUrl };
  if (category.subcategories.length === 0) return { kind: 'link', ...base };
  return {
    kind: 'group',
    ...base,
    items: category.subcategories.map((sub) => ({
      id: `sub-${sub.id}`,
      title: sub.subCategoryTitle,
      path: sub.subCategoryUrl,
    })),
  };
}

/** The desktop category row: the menu tree's categories with the brands entry where it belongs. */
export function buildCategoryMenu(input: {
  categories: readonly Category[];
  brandTree: BrandTree;
  /** The settings' brands_position, used when the brand tree does not say. */
  fallbackPosition: number | null;
  brandsTitle: string;
}): CategoryEntry[] {
  const entries = input.categories.map(categoryEntry);
  const index = brandsIndex(input.brandTree.brands_position ?? input.fallbackPosition, entries.length);
  if (index === null || brandCount(input.brandTree) === 0) return entries;
  const brands = input.brandTree.groups.flatMap((group) => group.brands).slice(0, BRANDS_IN_DROPDOWN);
  const entry: CategoryEntry = {
    kind: 'group',
    id: 'brands',
    title: input.brandsTitle,
    path: 'brands',
    items: brands.map((brand) => ({ id: `brand-${brand.id}`, title: brand.name, path: `brands/${brand.slug}` })),
  };
  return [...entries.slice(0, index), entry, ...entries.slice(index)];
}

/** A menu or footer link as the router wants it: inside the locale, or untouched when external. */
export function localHref(link: string, locale: Locale): { href: string; external: boolean } {
  if (/^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('//')) return { href: link, external: true };
  const path = link.startsWith('/') ? link : `/${link}`;
  if (path === `/${locale}` || path.startsWith(`/${locale}/`)) return { href: path, external: false };
  return { href: localePath(locale, path), external: false };
}
