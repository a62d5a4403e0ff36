// The filters of the cabinet's lists (spec, sections 3 and 5: search, status, start_date, end_date,
// page): read from the page's URL, written back to it, and turned into the API's query. The URL
// keeps what the shopper typed; the query sends only what applies: no empty field, no status for
// "all", the dates only when both are given, the page only above 1. The order list (same filters
// and a company) will read its URL here too.
import { pageNumber } from '@vitrina/mf-kit/page-number';

export interface ListFilters {
  search: string;
  /** '' is every status (the spec's `all`). */
  status: string;
  start_date: string;
  end_date: string;
  page: number;
}

export type ListQuery = Record<string, string | number>;

/** The API refuses a longer search (users/company: 100 characters). */
export const SEARCH_MAX_LENGTH = 100;

/** A calendar day, YYYY-MM-DD, that exists (no 31 February): anything else is no date. */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

const text = (value: string | null) => (value ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
const day = (value: string | null) => (value && isDay(value) ? value : '');

/** The filters a URL names; a status outside `statuses` (or `all`) and a malformed date are none. */
export function readListFilters(search: URLSearchParams, statuses: readonly string[]): ListFilters {
  const status = search.get('status') ?? '';
  return {
    search: text(search.get('search')),
    status: statuses.includes(status) ? status : '',
    start_date: day(search.get('start_date')),
    end_date: day(search.get('end_date')),
    page: pageNumber(search.get('page')),
  };
}

/** The URL's query for these filters: the fields given, the page only above 1. */
export function listFiltersSearch(filters: ListFilters): string {
  const params = new URLSearchParams();
  for (const name of ['search', 'status', 'start_date', 'end_date'] as const) {
    if (filters[name]) params.set(name, filters[name]);
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  return params.toString();
}

/** What the API is asked: the URL's filters less a lone date (spec: dates apply only when both are given). */
export function listFiltersQuery(filters: ListFilters): ListQuery {
  const query: ListQuery = {};
  if (filters.search) query.search = filters.search;
  if (filters.status) query.status = filters.status;
  if (filters.start_date && filters.end_date) {
    query.start_date = filters.start_date;
    query.end_date = filters.end_date;
  }
  if (filters.page > 1) query.page = filters.page;
  return query;
}

/** The filters of a submitted filter form: a new filter starts again from the first page. */
export function filtersOfForm(data: FormData, statuses: readonly string[]): ListFilters {
  const params = new URLSearchParams();
  for (const [name, value] of data) if (typeof value === 'string') params.set(name, value);
  params.delete('page');
  return readListFilters(params, statuses);
}

/** One text per query, whatever the order its fields were set in: what a loaded list is kept under. */
export const queryKey = (query: ListQuery): string =>
  new URLSearchParams(
    Object.entries(query)
      .map(([name, value]): [string, string] => [name, String(value)])
      .sort(([a], [b]) => a.localeCompare(b)),
  ).toString();
