// A category page's filters, sort and page live in its URL, so a listing can be shared and the
// back button steps through it. These functions are the only place that reads or writes those
// query parameters (the page number: shared/lib/page-param.ts), and the only place that turns
// them into the back end's product-filter call.
import { parsePriceBound } from '@vitrina/domain/price-range';
import type { ApiGet } from '@vitrina/events';
import { SORTS } from '../../../entities/shop/index.ts';
import type { Sort } from '../../../entities/shop/index.ts';

export const PAGE_SIZE = 24;

/** Groups the back end keys by name instead of a number, each with its own query parameter. */
const NAMED_GROUPS = new Set(['brand_id', 'categoryId']);
const PAIR = /^\d+:\d+$/;

export interface FilterGroupRef {
  id: number | string;
  type: 'checkbox' | 'radio';
}

/** `filter=7:12,7:13,9:20` as a map of group id -> option ids; anything malformed is dropped. */
function pairs(search: URLSearchParams): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  for (const pair of (search.get('filter') ?? '').split(',')) {
    if (!PAIR.test(pair)) continue;
    const [group, option] = pair.split(':') as [string, string];
    groups.set(group, [...(groups.get(group) ?? []), Number(option)]);
  }
  return groups;
}

function writePairs(search: URLSearchParams, groups: Map<string, number[]>): void {
  const text = [...groups.entries()]
    .sort(([a], [b]) => Number(a) - Number(b))
    .flatMap(([group, options]) => [...new Set(options)].sort((a, b) => a - b).map((option) => `${group}:${option}`))
    .join(',');
  if (text) search.set('filter', text);
  else search.delete('filter');
}

/** The options chosen in a group, read from the URL. */
export function chosenOptions(search: URLSearchParams, group: FilterGroupRef): number[] {
  const key = String(group.id);
  if (NAMED_GROUPS.has(key)) return /^\d+$/.test(search.get(key) ?? '') ? [Number(search.get(key))] : [];
  return pairs(search).get(key) ?? [];
}

/** Any change of the filters starts again at the first page. */
function fresh(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete('page');
  return next;
}

/**
 * Checkbox: the option goes in or out. Radio: it replaces the group's choice, or clears it when
 * chosen again. The back end takes one department and one brand, so those two groups choose one.
 */
export function toggleOption(search: URLSearchParams, group: FilterGroupRef, optionId: number): URLSearchParams {
  const next = fresh(search);
  const chosen = chosenOptions(search, group);
  const on = chosen.includes(optionId);
  const key = String(group.id);
  const single = group.type === 'radio' || NAMED_GROUPS.has(key);
  const options = single ? (on ? [] : [optionId]) : on ? chosen.filter((id) => id !== optionId) : [...chosen, optionId];
  if (NAMED_GROUPS.has(key)) {
    if (options.length > 0) next.set(key, String(options[0]));
    else next.delete(key);
    return next;
  }
  const groups = pairs(search);
  if (options.length > 0) groups.set(key, options);
  else groups.delete(key);
  writePairs(next, groups);
  return next;
}

export function clearFilters(search: URLSearchParams): URLSearchParams {
  const next = fresh(search);
  for (const key of ['filter', 'price_min', 'price_max', ...NAMED_GROUPS]) next.delete(key);
  return next;
}

export interface PriceRange {
  min: number | null;
  max: number | null;
}

/** The price bounds (major units) into the URL: each one alone or both, a pair the wrong way round turned. */
export function withPrice(search: URLSearchParams, { min, max }: PriceRange): URLSearchParams {
  const next = fresh(search);
  const [low, high] = min && max && min > max ? [max, min] : [min, max];
  for (const [key, bound] of [
    ['price_min', low],
    ['price_max', high],
  ] as const) {
    if (bound && bound > 0) next.set(key, String(bound));
    else next.delete(key);
  }
  return next;
}

/**
 * The price bounds the URL carries. A hand-edited bound the API would refuse (@vitrina/domain's
 * price-range rule) reads as no bound, so the listing still shows instead of a 404.
 */
export function priceRange(search: URLSearchParams): PriceRange {
  return { min: parsePriceBound(search.get('price_min')), max: parsePriceBound(search.get('price_max')) };
}

/** How many filters the shopper set: each chosen option, and the price range as one. */
export function activeFilterCount(search: URLSearchParams): number {
  const named = [...NAMED_GROUPS].filter((key) => /^\d+$/.test(search.get(key) ?? '')).length;
  const options = [...pairs(search).values()].reduce((sum, chosen) => sum + new Set(chosen).size, 0);
  const { min, max } = priceRange(search);
  return named + options + (min || max ? 1 : 0);
}

/** The sorts a shop offers: the priority sort only when the shop sorts by priority. */
export function sortsFor(sortByPriority: boolean): Sort[] {
  return SORTS.filter((sort) => sortByPriority || sort !== 'sort_priority-');
}

export function currentSort(search: URLSearchParams, offered: readonly Sort[], fallback: Sort): Sort {
  const asked = search.get('sort') as Sort | null;
  if (asked && offered.includes(asked)) return asked;
  return offered.includes(fallback) ? fallback : offered[0]!;
}

/** The shop's default sort is not written into the URL; another one is. */
export function withSort(search: URLSearchParams, sort: Sort, fallback: Sort): URLSearchParams {
  const next = fresh(search);
  if (sort === fallback) next.delete('sort');
  else next.set('sort', sort);
  return next;
}

/** The product-filter call for one page of a category listing. */
export function listRequest(category: string, search: URLSearchParams, sort: Sort, page: number): ApiGet {
  const query: Record<string, string | number> = { category, pagination: PAGE_SIZE, sort };
  const filter = new URLSearchParams();
  writePairs(filter, pairs(search));
  if (filter.get('filter')) query.filter = filter.get('filter')!;
  for (const key of NAMED_GROUPS) {
    const value = search.get(key);
    if (value && /^\d+$/.test(value)) query[key] = value;
  }
  const { min, max } = priceRange(search);
  if (min) query.price_min = min;
  if (max) query.price_max = max;
  if (page > 1) query.page = page;
  return { path: 'general/product-filter', query };
}
