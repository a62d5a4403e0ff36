// What the adverts list remembers per process about a filter combination: its count, exact for one
// adverts version of the shop (bumped by the database on every write that moves a count, migration
// 0031, and read with the page), and its last known size, which only chooses how a page is read.
import { LRUCache } from 'lru-cache';

import { remember } from '../catalog/list-cache.ts';

/** Filter combinations a process keeps (a few hundred bytes each). */
const ENTRIES = 5_000;
/**
 * Up to this many matches of the filters, a price or name sorted page gathers them all and sorts
 * them (an index-only scan of the filter's index and a top-24 sort: about a millisecond for 10 000).
 * More matches are met early by walking the sort's index, unless the sort and the filter go against
 * each other: few matches may be met last (the dearest first among 20-40 m2 walks past every flat
 * and house to the garages: 55 000 index entries), which the planner, taking columns as independent,
 * does not foresee.
 */
const GATHER_MAX = 10_000;
/**
 * A search's matches are read from the table (the words are in no B-tree): gathering costs about
 * 3 us a match, walking about 5 us a row read, and a walk reads 24 × listed / matches rows. They
 * cost the same near 2 000 matches of 100 000 adverts; under that, the rare word is gathered.
 */
const SEARCH_GATHER_MAX = 2_000;

export const createAdvertCounts = () => ({
  exact: new LRUCache<string, Promise<number>>({ max: ENTRIES }),
  sizes: new LRUCache<string, number>({ max: ENTRIES }),
});
export type AdvertCounts = ReturnType<typeof createAdvertCounts>;

/** A filter combination of a shop: the search tier and text, and the filters' values. */
export type Combination = readonly (string | number)[];

/** Whether a page of the combination gathers its matches, known to be few (the first page of it walks). */
export function gathers(counts: AdvertCounts, combination: Combination, sortsByDate: boolean, searched: boolean) {
  const size = counts.sizes.get(JSON.stringify(combination));
  if (size === undefined) return false;
  if (searched) return size <= SEARCH_GATHER_MAX;
  // Dates are uncorrelated with the filters: a date walk meets matches as often as they are, and
  // the planner costs it right.
  return !sortsByDate && size <= GATHER_MAX;
}

/** The combination's count for the version (null: unknown, counted afresh), remembered with its size. */
export async function countOnce(
  counts: AdvertCounts,
  combination: Combination,
  version: number | null,
  count: () => Promise<number>,
): Promise<number> {
  const key = JSON.stringify(combination);
  const total = await remember(counts.exact, version === null ? null : `${version}|${key}`, count);
  counts.sizes.set(key, total);
  return total;
}
