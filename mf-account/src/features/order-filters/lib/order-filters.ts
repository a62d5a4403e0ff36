// The filters of the order and act lists (spec, sections 3 and 5: search, status, start_date,
// end_date, company_id, page): the cabinet's list rules (shared/lib/list-filters.ts) and a company.
// The URL keeps what the shopper chose; the API is asked only what applies: no empty field, no
// status for "all", the dates only when both are given, the page only above 1.
import { listFiltersQuery, listFiltersSearch, readListFilters } from '../../../shared/lib/list-filters.ts';
import type { ListFilters, ListQuery } from '../../../shared/lib/list-filters.ts';

export interface OrderFilters extends ListFilters {
  /** '' is every company. */
  company_id: string;
}

/** Which filters a list has: the orders all of them, the acts only a company and dates. */
export interface FilterKind {
  statuses: readonly string[];
  search: boolean;
}

export const ACT_FILTERS: FilterKind = { statuses: [], search: false };

/** A company id as the database holds them; anything else is no company. */
const companyId = (value: string | null) =>
  value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2 ** 31 - 1 ? value : '';

/** The filters a URL names; a filter the list does not have, or a malformed value, is none. */
export function readOrderFilters(search: URLSearchParams, kind: FilterKind): OrderFilters {
  const filters = readListFilters(search, kind.statuses);
  return { ...filters, search: kind.search ? filters.search : '', company_id: companyId(search.get('company_id')) };
}

/** The URL's query for these filters: the fields given, the page last and only above 1. */
export function orderFiltersSearch(filters: OrderFilters): string {
  const params = new URLSearchParams(listFiltersSearch({ ...filters, page: 1 }));
  if (filters.company_id) params.set('company_id', filters.company_id);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params.toString();
}

/** What the API is asked for these filters. */
export function orderFiltersQuery(filters: OrderFilters): ListQuery {
  const { page, ...query } = listFiltersQuery(filters);
  if (filters.company_id) query.company_id = Number(filters.company_id);
  if (page !== undefined) query.page = page;
  return query;
}

/** The filters of a submitted filter form: a new filter starts again from the first page. */
export function orderFiltersOfForm(data: FormData, kind: FilterKind): OrderFilters {
  const params = new URLSearchParams();
  for (const [name, value] of data) if (typeof value === 'string') params.set(name, value);
  params.delete('page');
  return readOrderFilters(params, kind);
}

/** Whether the API was asked a narrower list (the page aside): an empty answer then means "none matches". */
export const isFiltered = (filters: OrderFilters): boolean =>
  Object.keys(orderFiltersQuery({ ...filters, page: 1 })).length > 0;
