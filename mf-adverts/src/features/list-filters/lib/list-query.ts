// The adverts list's filters, sort and page live in its URL, so a list can be shared and the back
// button steps through it. These functions are the only place that reads or writes those parameters
// and the only place that turns them into the list call (general/v2/product). A hand-edited value the
// API would refuse reads as no filter, so the list still shows instead of a 404.
import { normaliseSearchText, SEARCH_MAX_LENGTH } from '@vitrina/domain';
import type { ApiGet } from '@vitrina/events';
import { AREA_MAX, DEFAULT_SORT, OFFER_TYPES, PRICE_MAX, SORTS } from '../../../shared/config/advert-rules.ts';
import type { AdvertSort, OfferType } from '../../../shared/config/advert-rules.ts';
import { currentPage } from '../../../shared/lib/page-param.ts';
import { idOf } from '../../../shared/lib/ids.ts';
import { boundOf, orderedPair } from './bounds.ts';

export interface ListFilters {
  type: OfferType;
  category: number | null;
  region: number | null;
  location: number | null;
  sector: number | null;
  /** Major units of the shop's currency. */
  priceMin: number | null;
  priceMax: number | null;
  /** Square metres, the measure unit. */
  areaMin: number | null;
  areaMax: number | null;
  search: string;
  sort: AdvertSort;
  page: number;
}

export const NO_FILTERS: ListFilters = {
  type: 'all',
  category: null,
  region: null,
  location: null,
  sector: null,
  priceMin: null,
  priceMax: null,
  areaMin: null,
  areaMax: null,
  search: '',
  sort: DEFAULT_SORT,
  page: 1,
};

/** Area bounds are square metres: the largest area in hectares. */
const AREA_BOUND_MAX = AREA_MAX * 10_000;

export function readFilters(search: URLSearchParams): ListFilters {
  const type = search.get('type') as OfferType | null;
  const sort = search.get('sort') as AdvertSort | null;
  const [priceMin, priceMax] = orderedPair(
    boundOf(search.get('price_min'), PRICE_MAX),
    boundOf(search.get('price_max'), PRICE_MAX),
  );
  const [areaMin, areaMax] = orderedPair(
    boundOf(search.get('area_min'), AREA_BOUND_MAX),
    boundOf(search.get('area_max'), AREA_BOUND_MAX),
  );
  return {
    type: type && OFFER_TYPES.includes(type) ? type : 'all',
    category: idOf(search.get('category')),
    region: idOf(search.get('region')),
    location: idOf(search.get('location')),
    sector: idOf(search.get('sector')),
    priceMin,
    priceMax,
    areaMin,
    areaMax,
    search: (search.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    sort: sort && SORTS.includes(sort) ? sort : DEFAULT_SORT,
    page: currentPage(search),
  };
}

/** The URL's query for these filters: what differs from the defaults, the page only above 1. */
export function filtersSearch(filters: ListFilters): URLSearchParams {
  const params = new URLSearchParams();
  const put = (name: string, value: string | number | null) => {
    if (value !== null && value !== '') params.set(name, String(value));
  };
  put('search', filters.search);
  if (filters.type !== 'all') put('type', filters.type);
  put('category', filters.category);
  put('region', filters.region);
  put('location', filters.location);
  put('sector', filters.sector);
  put('price_min', filters.priceMin);
  put('price_max', filters.priceMax);
  put('area_min', filters.areaMin);
  put('area_max', filters.areaMax);
  if (filters.sort !== DEFAULT_SORT) put('sort', filters.sort);
  if (filters.page > 1) put('page', filters.page);
  return params;
}

/** New filters (the form, a window) start again at the first page; the sort stays. */
export const withFilters = (current: ListFilters, next: Partial<ListFilters>): ListFilters => ({
  ...current,
  ...next,
  page: 1,
});

/** The list call for these filters: the sort always, a search only when it is one (2+ characters). */
export function listRequest(filters: ListFilters): ApiGet {
  const query: Record<string, string | number> = { sortBy: filters.sort };
  if (filters.page > 1) query.page = filters.page;
  if (filters.type !== 'all') query.type = filters.type;
  for (const name of ['category', 'region', 'location', 'sector'] as const) {
    const id = filters[name];
    if (id !== null) query[name] = id;
  }
  if (filters.priceMin !== null) query.price_min = filters.priceMin;
  if (filters.priceMax !== null) query.price_max = filters.priceMax;
  if (filters.areaMin !== null) query.area_min = filters.areaMin;
  if (filters.areaMax !== null) query.area_max = filters.areaMax;
  const words = normaliseSearchText(filters.search);
  if (words) query.search = words;
  return { path: 'general/v2/product', query };
}

/** How many filters are set (a range counts once; the sort and page are no filter). */
export function activeFilterCount(filters: ListFilters): number {
  const set = [
    filters.type !== 'all',
    filters.category !== null,
    filters.region !== null,
    filters.location !== null,
    filters.sector !== null,
    filters.priceMin !== null || filters.priceMax !== null,
    filters.areaMin !== null || filters.areaMax !== null,
    filters.search !== '',
  ];
  return set.filter(Boolean).length;
}
