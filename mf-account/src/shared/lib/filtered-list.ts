// A paged list the page's URL filters (the companies, the orders, the acts), read as every personal read is
// (shared/lib/personal-read.ts: loaded with the page on the server, a query already shown not asked
// again, an older query's answer arriving late dropped, a 401 ending the session, signing out
// forgetting it): the page of the list the query asks for, and the key of a query whose load failed.
import { sample } from 'effector';
import { ApiError } from '@vitrina/events';
import { queryKey } from './list-filters.ts';
import type { ListQuery } from './list-filters.ts';
import { createPersonalRead, signedOut } from './personal-read.ts';
import { accountUnits } from './units.ts';

/** The API's answer for a page of a list (spec, section 3: data, totalCount, pages). */
export interface Paged<T> {
  data: T[];
  totalCount: number;
  pages: number;
}

export interface Shown<T> {
  key: string;
  list: Paged<T>;
}

const EMPTY: Paged<never> = { data: [], totalCount: 0, pages: 0 };

export interface FilteredListOptions {
  /**
   * The API answers 404 for a filter naming something not the shopper's (the acts' company_id): the
   * list is then empty ("none matches"), not failed (a retry would fail the same way).
   */
  missingIsEmpty?: boolean;
}

/** `name` prefixes the stores' ids (unique in the remote); `path` is the API's list call. */
export function createFilteredList<T>(name: string, path: string, options: FilteredListOptions = {}) {
  /** The last list loaded, with the key of its query. */
  const $shown = accountUnits.store<Shown<T> | null>(`${name}/list`, null);
  /** The key of a query whose load failed (the page offers a retry). */
  const $failed = accountUnits.store<string | null>(`${name}/failed`, null);
  const read = createPersonalRead<ListQuery>(name, {
    request: (query) => ({ path, query }),
    keyOf: queryKey,
    $shownKey: $shown.map((shown) => shown?.key ?? null),
  });

  sample({
    clock: read.answered,
    fn: ({ params, result }) => ({ key: queryKey(params), list: result as Paged<T> }),
    target: $shown,
  });
  $failed.reset(read.loadFx);
  const isEmptyAnswer = (error: unknown) =>
    options.missingIsEmpty === true && error instanceof ApiError && error.status === 404;
  sample({
    clock: read.failed,
    filter: ({ error }) => !isEmptyAnswer(error),
    fn: ({ params }) => queryKey(params),
    target: $failed,
  });
  sample({
    clock: read.failed,
    filter: ({ error }) => isEmptyAnswer(error),
    fn: ({ params }): Shown<T> => ({ key: queryKey(params), list: EMPTY }),
    target: $shown,
  });
  $shown.reset(signedOut);
  $failed.reset(signedOut);

  const { opened: requested, retried, loadFx, $wanted } = read;
  return { requested, retried, loadFx, $wanted, $shown, $failed };
}
