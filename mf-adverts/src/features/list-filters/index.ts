export {
  activeFilterCount,
  filtersSearch,
  listRequest,
  NO_FILTERS,
  readFilters,
  withFilters,
} from './lib/list-query.ts';
export type { ListFilters } from './lib/list-query.ts';
export { FiltersForm } from './ui/FiltersForm.tsx';
export { SortOptions, SortSelect } from './ui/SortChoice.tsx';
