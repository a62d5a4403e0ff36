// Searching as the shopper types in the header (the window's state; the results page has none).
export {
  $empty,
  $failed,
  $loading,
  $popularQueries,
  $query,
  $results,
  popularQueriesFx,
  SEARCH_DEBOUNCE_MS,
  searchFx,
  searchRetried,
  searchWindowOpened,
} from './model/search-model.ts';
