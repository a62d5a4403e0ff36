// Searching as the shopper types in the header (the window's state; the results page has none).
export {
  $empty,
  $loading,
  $popularQueries,
  $query,
  $results,
  popularQueriesFx,
  SEARCH_DEBOUNCE_MS,
  searchFx,
  searchWindowOpened,
} from './model/search-model.ts';
