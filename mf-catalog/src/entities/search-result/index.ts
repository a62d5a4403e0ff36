// What a product search answers (checked by hand) and how its hits are shown.
export {
  BAD_ANSWER_MESSAGE,
  EMPTY_ANSWER,
  isSearchAnswer,
  POPULAR_QUERY_PATH,
  SEARCH_PATH,
} from './lib/search-answer.ts';
export type { SearchAnswer, SearchProduct } from './lib/search-answer.ts';
export { SearchHits, SearchSkeleton } from './ui/SearchHits.tsx';
