// The search window's state (spec: storefront shell, sections 4, 5 and 8). The shell's header
// field writes the bus's $searchText; this model waits until the text has stayed the same for
// 500 ms, needs 2 characters after trimming, and then asks the back end. Only the answer to the
// newest query is kept, so a slow answer to an older one never replaces it; a failed one clears
// the results, so the previous query's never stand under the new text.
import { createEffect, createEvent, sample } from 'effector';
import { $searchText, apiGetFx } from '@vitrina/events';
import { normaliseSearchText } from '@vitrina/domain';
import {
  BAD_ANSWER_MESSAGE,
  EMPTY_ANSWER,
  isSearchAnswer,
  POPULAR_QUERY_PATH,
  SEARCH_PATH,
} from '../../../entities/search-result/index.ts';
import type { SearchAnswer } from '../../../entities/search-result/index.ts';
import { catalogUnits } from '../../../shared/lib/units.ts';

export const SEARCH_DEBOUNCE_MS = 500;

// The window only exists in the browser: nothing here crosses from the server.
const browserOnly = { serialize: 'ignore' } as const;

/** Waits the debounce time, then hands back the text it was started with. */
const settleFx = createEffect(
  (text: string) => new Promise<string>((resolve) => setTimeout(() => resolve(text), SEARCH_DEBOUNCE_MS)),
);

// Plain effects that call the shared GET (in the caller's scope): the query itself is the params,
// which is what the stale-answer check compares.
export const searchFx = createEffect((query: string) => apiGetFx({ path: SEARCH_PATH, query: { query } }));
export const popularQueriesFx = createEffect(() => apiGetFx({ path: POPULAR_QUERY_PATH }));
const logBadAnswerFx = createEffect((error: unknown) => console.error(BAD_ANSWER_MESSAGE, error));

export const searchWindowOpened = createEvent();
/** The shopper asks again after a failed search. */
export const searchRetried = createEvent();

export const $results = catalogUnits.store<SearchAnswer>('search/results', EMPTY_ANSWER, browserOnly);
/** The query the results (or the running request) belong to; null when the text is too short. */
export const $query = catalogUnits.store<string | null>('search/query', null, browserOnly);
export const $loading = catalogUnits.store('search/loading', false, browserOnly);
/** Set when a search found nothing, and (spec) when the text is too short to search for. */
export const $empty = catalogUnits.store('search/empty', false, browserOnly);
/** The current query's call failed or answered something unexpected. */
export const $failed = catalogUnits.store('search/failed', false, browserOnly);
export const $popularQueries = catalogUnits.store<string[]>('search/popular', [], browserOnly);

sample({ clock: $searchText.updates, target: settleFx });
// Text typed before this code arrived (the window's field is the shell's, drawn at once; this model
// loads with the window's content) is searched when the window opens, unless it already was.
sample({
  clock: searchWindowOpened,
  source: { text: $searchText, query: $query },
  filter: ({ text, query }) => text.trim() !== '' && normaliseSearchText(text) !== query,
  fn: ({ text }) => text,
  target: settleFx,
});

/** The text stayed the same for the whole wait: this is what the shopper means. */
const settled = sample({
  clock: settleFx.doneData,
  source: $searchText,
  filter: (current, waited) => current === waited,
});
const tooShort = sample({ clock: settled, filter: (text) => normaliseSearchText(text) === null });
const searchable = sample({
  clock: settled.map(normaliseSearchText),
  filter: (query): query is string => query !== null,
});

$query.on(searchable, (_, query) => query).on(tooShort, () => null);
$results.on(tooShort, () => EMPTY_ANSWER);
$empty.on(tooShort, () => true).on(searchable, () => false);
const retried = sample({
  clock: searchRetried,
  source: $query,
  filter: (query): query is string => query !== null,
});
$loading.on([searchable, retried], () => true).on(tooShort, () => false);
sample({ clock: [searchable, retried], target: searchFx });

/** Answers to a query other than the current one are stale and dropped. */
const current = sample({
  clock: searchFx.done,
  source: $query,
  filter: (query, { params }) => query === params,
  fn: (_, { result }) => result,
});
const currentFailed = sample({
  clock: searchFx.fail,
  source: $query,
  filter: (query, { params }) => query === params,
  fn: (_, { error }) => error as unknown,
});
const good = sample({ clock: current, filter: isSearchAnswer });
const bad = sample({ clock: current, filter: (answer) => !isSearchAnswer(answer) });

$results.on(good, (_, answer) => answer).on([bad, currentFailed], () => EMPTY_ANSWER);
$failed.on([bad, currentFailed], () => true).reset(good, searchable, retried, tooShort);
$empty.on(good, (_, answer) => answer.products.length === 0 && answer.resultsByCategory.length === 0);
$loading.reset(good, bad, currentFailed);
sample({ clock: [bad, currentFailed], target: logBadAnswerFx });

/** Popular queries are asked for once, when the window first opens. */
sample({
  clock: searchWindowOpened,
  source: $popularQueries,
  filter: (list) => list.length === 0,
  target: popularQueriesFx,
});
$popularQueries.on(popularQueriesFx.doneData, (_, answer) =>
  Array.isArray(answer)
    ? answer.flatMap((item: unknown) =>
        typeof (item as { query?: unknown })?.query === 'string' ? [(item as { query: string }).query] : [],
      )
    : [],
);
