// The cabinet lists' filters (spec, section 5): what the URL keeps and what the API is asked.
import { describe, expect, it } from 'vitest';
import {
  filtersOfForm,
  isDay,
  listFiltersQuery,
  listFiltersSearch,
  queryKey,
  readListFilters,
} from '../src/shared/lib/list-filters.ts';

const STATUSES = ['pending', 'active', 'rejected'];
const read = (query: string) => readListFilters(new URLSearchParams(query), STATUSES);
const NONE = { search: '', status: '', start_date: '', end_date: '', page: 1 };

describe('reading the URL', () => {
  it('takes the filters it names, the search trimmed', () => {
    expect(read('search=%20Acme%20&status=active&start_date=2024-01-01&end_date=2024-02-29&page=3')).toEqual({
      search: 'Acme',
      status: 'active',
      start_date: '2024-01-01',
      end_date: '2024-02-29',
      page: 3,
    });
  });

  it.each([
    ['status=all', 'the status "all"'],
    ['status=deleted', 'a status the list does not have'],
    ['start_date=2023-02-29&end_date=01.02.2024', 'dates that are no calendar day'],
    ['page=1', 'page 1'],
    ['page=-2', 'a page below 1'],
    ['page=two', 'a page that is no number'],
  ])('reads %s as no filter (%s)', (query) => {
    expect(read(query)).toEqual(NONE);
  });

  it('cuts a search to the length the API takes', () => {
    expect(read(`search=${'a'.repeat(150)}`).search).toHaveLength(100);
  });
});

describe('the query the API is asked', () => {
  it('sends both dates when both are given', () => {
    expect(listFiltersQuery({ ...NONE, start_date: '2024-01-01', end_date: '2024-01-31' })).toEqual({
      start_date: '2024-01-01',
      end_date: '2024-01-31',
    });
  });

  it('sends no date when only one is given', () => {
    expect(listFiltersQuery({ ...NONE, start_date: '2024-01-01' })).toEqual({});
    expect(listFiltersQuery({ ...NONE, end_date: '2024-01-31' })).toEqual({});
  });

  it('leaves out empty fields, "all" and page 1, and sends the page above 1', () => {
    expect(listFiltersQuery(read('search=&status=all&page=1'))).toEqual({});
    expect(listFiltersQuery(read('search=acme&status=pending&page=2'))).toEqual({
      search: 'acme',
      status: 'pending',
      page: 2,
    });
  });
});

describe('the URL written for the filters', () => {
  it('keeps a lone date the shopper gave (shown in the form, not applied)', () => {
    expect(listFiltersSearch({ ...NONE, start_date: '2024-01-01' })).toBe('start_date=2024-01-01');
  });

  it('writes the page only above 1', () => {
    expect(listFiltersSearch({ ...NONE, search: 'acme', page: 1 })).toBe('search=acme');
    expect(listFiltersSearch({ ...NONE, page: 4 })).toBe('page=4');
  });

  it('starts a submitted filter again from the first page, without "all"', () => {
    const form = new FormData();
    form.set('search', ' acme ');
    form.set('status', 'all');
    form.set('start_date', '');
    form.set('page', '5');
    expect(listFiltersSearch(filtersOfForm(form, STATUSES))).toBe('search=acme');
  });
});

describe('helpers', () => {
  it('knows a calendar day', () => {
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2023-02-29')).toBe(false);
    expect(isDay('2024-2-9')).toBe(false);
  });

  it('keys a query the same whatever the order of its fields', () => {
    expect(queryKey({ status: 'active', search: 'a' })).toBe(queryKey({ search: 'a', status: 'active' }));
    expect(queryKey({ search: 'a' })).not.toBe(queryKey({ search: 'b' }));
  });
});
