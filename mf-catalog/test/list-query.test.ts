// The category listing's URL: filters as comma-separated id:optionId pairs, departments and
// brands in their own parameters, each price bound on its own, the default sort and
// page 1 left out; and the product-filter call built from it.
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  chosenOptions,
  clearFilters,
  currentSort,
  listRequest,
  priceRange,
  sortsFor,
  toggleOption,
  withPrice,
  withSort,
} from '../src/pages/category/model/list-query.ts';
import { currentPage, withPage } from '../src/shared/lib/page-param.ts';

const q = (text: string) => new URLSearchParams(text);
const checkbox = { id: 7, type: 'checkbox' } as const;
const radio = { id: 9, type: 'radio' } as const;
const brand = { id: 'brand_id', type: 'radio' } as const;
const departments = { id: 'categoryId', type: 'checkbox' } as const;

describe('filters in the URL', () => {
  it('adds and removes checkbox options, keeping the pairs sorted', () => {
    let search = toggleOption(q(''), checkbox, 13);
    search = toggleOption(search, checkbox, 12);
    expect(search.get('filter')).toBe('7:12,7:13');
    search = toggleOption(search, radio, 20);
    expect(search.get('filter')).toBe('7:12,7:13,9:20');
    search = toggleOption(search, checkbox, 12);
    expect(search.get('filter')).toBe('7:13,9:20');
    expect(chosenOptions(search, checkbox)).toEqual([13]);
  });

  it('replaces a radio choice, and clears it when chosen again', () => {
    let search = toggleOption(q('filter=9:20'), radio, 21);
    expect(search.get('filter')).toBe('9:21');
    search = toggleOption(search, radio, 21);
    expect(search.has('filter')).toBe(false);
  });

  it('keeps brand and department in their own parameters, one of each', () => {
    let search = toggleOption(q(''), brand, 18);
    search = toggleOption(search, departments, 38);
    search = toggleOption(search, departments, 39);
    expect(search.toString()).toBe('brand_id=18&categoryId=39');
  });

  it('goes back to the first page on any filter change, and clears everything at once', () => {
    const search = toggleOption(q('page=3&sort=price-'), checkbox, 12);
    expect(search.has('page')).toBe(false);
    expect(search.get('sort')).toBe('price-');
    expect(clearFilters(q('filter=7:12&brand_id=3&price_min=1&price_max=9&sort=name%2B&page=2')).toString()).toBe(
      'sort=name%2B',
    );
  });

  it('drops malformed pairs a hand-edited URL may carry', () => {
    expect(chosenOptions(q('filter=7:12,x:1,7:,8:3'), checkbox)).toEqual([12]);
    expect(chosenOptions(q('brand_id=abc'), brand)).toEqual([]);
  });
});

describe('price, sort and page', () => {
  it.each([
    [{ min: 1000.5, max: 5000 }, 'price_min=1000.5&price_max=5000'],
    [{ min: 5000, max: 1000.5 }, 'price_min=1000.5&price_max=5000'],
    [{ min: 1000.5, max: null }, 'price_min=1000.5'],
    [{ min: null, max: 5000 }, 'price_max=5000'],
    [{ min: 0, max: 0 }, ''],
  ])('writes the price bounds %o as %j', (bounds, written) => {
    expect(withPrice(q('price_min=1&price_max=2&page=3'), bounds).toString()).toBe(written);
  });

  it.each([
    ['price_min=1000.5&price_max=5000', { min: 1000.5, max: 5000 }],
    ['price_min=1000.5', { min: 1000.5, max: null }],
    ['price_max=5000', { min: null, max: 5000 }],
    ['price_min=1000,50&price_max=1e3', { min: null, max: null }],
    ['price_min=0&price_max=99999999', { min: null, max: null }],
  ])('reads %j as the bounds %o, a bound the API would refuse as none', (text, bounds) => {
    expect(priceRange(q(text))).toEqual(bounds);
  });

  it.each([
    ['', 0],
    ['sort=price-&page=2', 0],
    ['filter=7:12,7:13,9:20', 3],
    ['brand_id=18&categoryId=38', 2],
    ['price_min=10', 1],
    ['price_min=10&price_max=90&filter=7:12', 2],
    ['brand_id=abc&price_min=x', 0],
  ])('counts %j as %i active filters', (text, count) => {
    expect(activeFilterCount(q(text))).toBe(count);
  });

  it('offers the priority sort only when the shop sorts by priority', () => {
    expect(sortsFor(true)).toEqual(['sort_priority-', 'newer+', 'price-', 'price+', 'name-', 'name+']);
    expect(sortsFor(false)).not.toContain('sort_priority-');
    expect(currentSort(q('sort=sort_priority-'), sortsFor(false), 'sort_priority-')).toBe('newer+');
    expect(currentSort(q('sort=bogus'), sortsFor(true), 'price+')).toBe('price+');
  });

  it('writes a sort other than the default, and the page only above 1', () => {
    expect(withSort(q('page=2'), 'price-', 'sort_priority-').toString()).toBe('sort=price-');
    expect(withSort(q('sort=price-'), 'sort_priority-', 'sort_priority-').toString()).toBe('');
    expect(withPage(q('sort=price-'), 3).toString()).toBe('sort=price-&page=3');
    expect(withPage(q('page=3'), 1).toString()).toBe('');
    expect(currentPage(q('page=0'))).toBe(1);
    expect(currentPage(q('page=2.5'))).toBe(1);
  });
});

describe('the product-filter call', () => {
  it('sends the category, size, sort, filters, brand, department, range and page', () => {
    const request = listRequest(
      'vitamine',
      q('filter=9:20,7:12&brand_id=18&categoryId=38&price_min=10&price_max=90'),
      'price+',
      2,
    );
    expect(request).toEqual({
      path: 'general/product-filter',
      query: {
        category: 'vitamine',
        pagination: 24,
        sort: 'price+',
        filter: '7:12,9:20',
        brand_id: '18',
        categoryId: '38',
        price_min: 10,
        price_max: 90,
        page: 2,
      },
    });
  });

  it.each([
    ['price_min=1000.5', { price_min: 1000.5 }],
    ['price_max=5000', { price_max: 5000 }],
    ['price_min=1000,50&price_max=', {}],
  ])('sends a one-sided range (%j) on its own, malformed bounds not at all, and never page 1', (text, range) => {
    expect(listRequest('vitamine', q(text), 'name+', 1).query).toEqual({
      category: 'vitamine',
      pagination: 24,
      sort: 'name+',
      ...range,
    });
  });
});
