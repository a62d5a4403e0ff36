// A paged list the page's URL filters (the orders, the acts): the page the query asks for, loaded on
// the server with the page (serialized to the browser) and in the browser when the query changes.
// One home for what such a list does: a query already shown is not asked again, an older query's
// answer arriving late is dropped, a failed load is marked for the retry, a 401 ends the session,
// a guest asks nothing, signing out forgets it.
import { attach, combine, createEvent, sample } from 'effector';
import { $auth, $sessionLost, ApiError, authChanged, personalGetFx, sessionExpired } from '@vitrina/events';
import { queryKey } from '../../../shared/lib/list-filters.ts';
import type { ListQuery } from '../../../shared/lib/list-filters.ts';
import { accountUnits } from '../../../shared/lib/units.ts';

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

const $canCall = combine($auth, $sessionLost, (auth, lost) => auth.isAuth && !lost);
const signedOut = sample({ clock: authChanged, filter: (auth) => !auth.isAuth });

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
  /** The page shows the list for this query (from its URL's filters). */
  const requested = createEvent<ListQuery>();
  /** Ask the back end again for the list wanted (the error state's retry). */
  const retried = createEvent();
  const loadFx = attach({ effect: personalGetFx, mapParams: (query: ListQuery) => ({ path, query }) });

  const $wanted = accountUnits.store<ListQuery | null>(`${name}/wanted`, null);
  /** The last list loaded, with the key of its query. */
  const $shown = accountUnits.store<Shown<T> | null>(`${name}/list`, null);
  /** The key of a query whose load failed (the page offers a retry). */
  const $failed = accountUnits.store<string | null>(`${name}/failed`, null);

  $wanted.on(requested, (_, query) => query);
  sample({
    clock: requested,
    source: { shown: $shown, canCall: $canCall },
    filter: ({ shown, canCall }, query) => canCall && shown?.key !== queryKey(query),
    fn: (_, query) => query,
    target: loadFx,
  });
  sample({ clock: retried, source: $wanted, filter: Boolean, target: loadFx });

  const isWanted = (wanted: ListQuery | null, query: ListQuery) =>
    wanted !== null && queryKey(wanted) === queryKey(query);
  sample({
    clock: loadFx.done,
    source: $wanted,
    filter: (wanted, { params }) => isWanted(wanted, params),
    fn: (_, { params, result }) => ({ key: queryKey(params), list: result as Paged<T> }),
    target: $shown,
  });
  $failed.reset(loadFx);
  const isEmptyAnswer = (error: unknown) =>
    options.missingIsEmpty === true && error instanceof ApiError && error.status === 404;
  sample({
    clock: loadFx.fail,
    source: $wanted,
    filter: (wanted, { params, error }) => isWanted(wanted, params) && !isEmptyAnswer(error),
    fn: (_, { params }) => queryKey(params),
    target: $failed,
  });
  sample({
    clock: loadFx.fail,
    source: $wanted,
    filter: (wanted, { params, error }) => isWanted(wanted, params) && isEmptyAnswer(error),
    fn: (_, { params }): Shown<T> => ({ key: queryKey(params), list: EMPTY }),
    target: $shown,
  });
  // Spec, section 4: a 401 on a personal call ends the session, as for any other.
  sample({
    clock: loadFx.failData,
    filter: (error) => error instanceof ApiError && error.status === 401,
    fn: () => undefined,
    target: sessionExpired,
  });

  $wanted.reset(signedOut);
  $shown.reset(signedOut);
  $failed.reset(signedOut);

  return { requested, retried, loadFx, $shown, $failed };
}
