// The order and act lists' filters (spec, section 5: "Order-list filters omitted when empty; status
// all means none; dates applied only when both given"): what the URL keeps and what the API is asked.
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@vitrina/contract';
import {
  ACT_FILTERS,
  isFiltered,
  orderFiltersQuery,
  orderFiltersSearch,
  readOrderFilters,
} from '../src/features/order-filters/index.ts';
import { ORDER_FILTERS } from '../src/pages/orders/model/orders-model.ts';

const query = (url: string, kind = ORDER_FILTERS) =>
  orderFiltersQuery(readOrderFilters(new URLSearchParams(url), kind));

describe("the order list's query to the API", () => {
  it('asks for nothing but the list when no filter is given, or every filter is empty', () => {
    expect(query('')).toEqual({});
    expect(query('search=&status=&start_date=&end_date=&company_id=&page=')).toEqual({});
  });

  it('sends no status for "all", and none the API does not know', () => {
    expect(query('status=all')).toEqual({});
    expect(query('status=shipped')).toEqual({});
    expect(query('status=awaiting_payment')).toEqual({ status: 'awaiting_payment' });
  });

  it('sends the dates only when both are given (a lone date stays in the URL, unapplied)', () => {
    expect(query('start_date=2026-01-01')).toEqual({});
    expect(query('end_date=2026-01-31')).toEqual({});
    expect(query('start_date=2026-01-01&end_date=2026-01-31')).toEqual({
      start_date: '2026-01-01',
      end_date: '2026-01-31',
    });
    expect(readOrderFilters(new URLSearchParams('start_date=2026-01-01'), ORDER_FILTERS).start_date).toBe('2026-01-01');
  });

  it('drops a date that does not exist and a company id that is no id', () => {
    expect(query('start_date=2026-02-30&end_date=2026-03-01')).toEqual({});
    expect(query('company_id=0')).toEqual({});
    expect(query('company_id=abc')).toEqual({});
    expect(query('company_id=99999999999')).toEqual({});
    expect(query('company_id=12')).toEqual({ company_id: 12 });
  });

  it('sends the search trimmed, and the page only above 1', () => {
    expect(query('search=%20lamp%20&page=1')).toEqual({ search: 'lamp' });
    expect(query('page=3')).toEqual({ page: 3 });
    expect(query('page=-2')).toEqual({});
  });

  it('sends every filter together', () => {
    expect(query('search=41&status=paid&start_date=2026-01-01&end_date=2026-01-31&company_id=7&page=2')).toEqual({
      search: '41',
      status: 'paid',
      start_date: '2026-01-01',
      end_date: '2026-01-31',
      company_id: 7,
      page: 2,
    });
  });

  it('offers every status of the API', () => {
    expect(ORDER_FILTERS.statuses).toEqual([...ORDER_STATUSES]);
  });
});

describe("the acts' filters", () => {
  it('have a company and dates, and no search or status', () => {
    expect(query('search=x&status=paid&company_id=3&start_date=2026-01-01&end_date=2026-01-02', ACT_FILTERS)).toEqual({
      company_id: 3,
      start_date: '2026-01-01',
      end_date: '2026-01-02',
    });
  });
});

describe("the list's URL", () => {
  const url = (search: string) => orderFiltersSearch(readOrderFilters(new URLSearchParams(search), ORDER_FILTERS));

  it('keeps what was chosen, "all" and empty fields left out, the page last and only above 1', () => {
    expect(url('status=all&search=&page=1')).toBe('');
    expect(url('page=2&company_id=5&start_date=2026-01-01&search=lamp')).toBe(
      'search=lamp&start_date=2026-01-01&company_id=5&page=2',
    );
  });

  it('says whether the API was asked a narrower list (a lone date is not a filter)', () => {
    const filtered = (search: string) => isFiltered(readOrderFilters(new URLSearchParams(search), ORDER_FILTERS));
    expect(filtered('page=3')).toBe(false);
    expect(filtered('start_date=2026-01-01')).toBe(false);
    expect(filtered('company_id=5')).toBe(true);
    expect(filtered('status=new')).toBe(true);
  });
});
