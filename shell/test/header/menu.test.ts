import { describe, expect, it } from 'vitest';
import { brandsIndex, BRANDS_IN_DROPDOWN, buildCategoryMenu, localHref } from '../../src/header/menu.ts';
import type { BrandTree, Category } from '../../src/settings/types.ts';

const category = (id: number, subs = 0): Category => ({
  id,
  categoryTitle: `Category ${id}`,
  categoryUrl: `category-${id}`,
  categoryIcon: '',
  subcategories: Array.from({ length: subs }, (_, i) => ({
    id: id * 100 + i,
    subCategoryTitle: `Sub ${id}.${i}`,
    subCategoryUrl: `sub-${id}-${i}`,
  })),
});
const brands = (count: number, position: number | null = null): BrandTree => ({
  brands_position: position,
  groups: [
    {
      letter: 'A',
      brands: Array.from({ length: count }, (_, i) => ({
        id: i + 1,
        name: `Brand ${i + 1}`,
        slug: `brand-${i + 1}`,
        image: '',
      })),
    },
  ],
});
const ids = (entries: { id: string }[]) => entries.map((e) => e.id);
const menu = (
  tree: BrandTree,
  fallbackPosition: number | null = null,
  categories = [category(1, 2), category(2), category(3, 1)],
) => buildCategoryMenu({ categories, brandTree: tree, fallbackPosition, brandsTitle: 'Brands' });

describe('brands position', () => {
  it.each([
    [2, 5, 2],
    [0, 5, 0],
    [-3, 5, 0],
    [9, 5, 5],
    [2.7, 5, 2],
    [1, 0, 0],
  ])('position %s in a menu of %s goes to %s', (position, length, expected) => {
    expect(brandsIndex(position, length)).toBe(expected);
  });

  it('is no position when it is not a number', () => {
    expect(brandsIndex(null, 5)).toBeNull();
    expect(brandsIndex(undefined, 5)).toBeNull();
    expect(brandsIndex(Number.NaN, 5)).toBeNull();
  });
});

describe('category menu', () => {
  it('makes a dropdown of a category with subcategories and a link of one without', () => {
    const [first, second] = menu(brands(0));
    expect(first).toMatchObject({
      kind: 'group',
      path: 'category-1',
      items: [{ path: 'sub-1-0' }, { path: 'sub-1-1' }],
    });
    expect(second).toMatchObject({ kind: 'link', path: 'category-2' });
  });

  it('inserts the brands entry at the clamped position when there are brands', () => {
    expect(ids(menu(brands(3, 1)))).toEqual(['category-1', 'brands', 'category-2', 'category-3']);
    expect(ids(menu(brands(3, 99)))).toEqual(['category-1', 'category-2', 'category-3', 'brands']);
    expect(ids(menu(brands(3, -1)))).toEqual(['brands', 'category-1', 'category-2', 'category-3']);
  });

  it("uses the settings' position when the brand tree has none, and no entry without either", () => {
    expect(ids(menu(brands(3, null), 2))).toEqual(['category-1', 'category-2', 'brands', 'category-3']);
    expect(ids(menu(brands(3, null), null))).not.toContain('brands');
  });

  it('has no brands entry when the brand tree is empty', () => {
    expect(ids(menu(brands(0, 1)))).not.toContain('brands');
    expect(ids(menu({ brands_position: 1, groups: [] }))).not.toContain('brands');
  });

  it('lists the first brands, each linking to brands/{slug}', () => {
    const entry = menu(brands(20, 0))[0]!;
    expect(entry.kind === 'group' && entry.items.length).toBe(BRANDS_IN_DROPDOWN);
    expect(entry).toMatchObject({ title: 'Brands', path: 'brands' });
    expect(entry.kind === 'group' && entry.items[0]).toEqual({
      id: 'brand-1',
      title: 'Brand 1',
      path: 'brands/brand-1',
    });
  });
});

describe('links inside the locale', () => {
  it.each([
    ['/about', '/ro/about', false],
    ['about', '/ro/about', false],
    ['/ro/about', '/ro/about', false],
    ['/ro', '/ro', false],
    ['/', '/ro', false],
    ['/rosa', '/ro/rosa', false],
    ['https://example.com/x', 'https://example.com/x', true],
    ['//example.com/x', '//example.com/x', true],
    ['mailto:a@b.c', 'mailto:a@b.c', true],
  ])('%s -> %s', (link, href, external) => {
    expect(localHref(link, 'ro')).toEqual({ href, external });
  });
});
