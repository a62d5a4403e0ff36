// The list's filters, sort and page live in its URL: read from it, written back to it, and turned into
// the list call (general/v2/product). What the API would refuse reads as no filter, so a hand-edited
// URL still lists adverts instead of answering 404.
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  filtersSearch,
  listRequest,
  NO_FILTERS,
  readFilters,
  withFilters,
} from '../src/features/list-filters/index.ts';

const read = (query: string) => readFilters(new URLSearchParams(query));
const queryOf = (query: string) => listRequest(read(query)).query;

describe('the list URL', () => {
  it('reads every filter, the sort and the page, and writes them back as they were', () => {
    const url =
      'search=botanica&type=rent&category=1&region=3&location=301&sector=7&price_min=100&price_max=900.5&area_min=40&area_max=80&sort=price%2B&page=3';
    const filters = read(url);
    expect(filters).toEqual({
      type: 'rent',
      category: 1,
      region: 3,
      location: 301,
      sector: 7,
      priceMin: 100,
      priceMax: 900.5,
      areaMin: 40,
      areaMax: 80,
      search: 'botanica',
      sort: 'price+',
      page: 3,
    });
    expect(filtersSearch(filters).toString()).toBe(url);
  });

  it('writes nothing for the defaults: offer type all, newest first, page 1', () => {
    expect(read('')).toEqual(NO_FILTERS);
    expect(filtersSearch(read('type=all&sort=newer%2B&page=1')).toString()).toBe('');
  });

  it('reads values the API would refuse as no filter', () => {
    const filters = read(
      'type=lease&category=abc&region=-3&location=99999999999&price_min=1e3&area_max=0&sort=cheap&page=0',
    );
    expect(filters).toEqual(NO_FILTERS);
  });

  it('turns a range given the wrong way round', () => {
    expect(read('price_min=900&price_max=100')).toMatchObject({ priceMin: 100, priceMax: 900 });
    expect(read('area_min=80&area_max=40')).toMatchObject({ areaMin: 40, areaMax: 80 });
  });

  it('keeps one bound alone (a floor or a ceiling)', () => {
    expect(queryOf('price_max=50000')).toEqual({ sortBy: 'newer+', price_max: 50000 });
  });

  it('starts again at page 1 when the filters or the sort change', () => {
    const on3 = read('category=1&page=3');
    expect(withFilters(on3, { type: 'sale' })).toMatchObject({ category: 1, type: 'sale', page: 1 });
    expect(filtersSearch(withFilters(on3, { sort: 'price-' })).toString()).toBe('category=1&sort=price-');
  });
});

describe('the list call', () => {
  it('always names the sort, and the page only above 1', () => {
    expect(listRequest(NO_FILTERS)).toEqual({ path: 'general/v2/product', query: { sortBy: 'newer+' } });
    expect(queryOf('page=2&sort=name-')).toEqual({ sortBy: 'name-', page: 2 });
  });

  it('sends each filter under the API name, the offer type only when not all', () => {
    expect(queryOf('type=sale&category=1&region=3&location=301&sector=7&price_min=10&area_min=20&area_max=30')).toEqual(
      {
        sortBy: 'newer+',
        type: 'sale',
        category: 1,
        region: 3,
        location: 301,
        sector: 7,
        price_min: 10,
        area_min: 20,
        area_max: 30,
      },
    );
  });

  it('sends a search of 2 characters or more only (spec 5), spaces folded', () => {
    expect(queryOf('search=a')).toEqual({ sortBy: 'newer+' });
    expect(queryOf('search=%20Botanica%20%20centru%20')).toEqual({ sortBy: 'newer+', search: 'Botanica centru' });
  });

  it('counts a range once and leaves the sort and page out of the filters set', () => {
    expect(activeFilterCount(read('price_min=1&price_max=9&type=rent&sort=price-&page=4'))).toBe(2);
  });
});
