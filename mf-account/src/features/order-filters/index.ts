// The order and act lists' filters and pages: the URL's filters and the API's query, the form, the
// pager, the list a query loads, and the shopper's companies the company filter offers.
export {
  ACT_FILTERS,
  isFiltered,
  orderFiltersQuery,
  orderFiltersSearch,
  readOrderFilters,
} from './lib/order-filters.ts';
export type { FilterKind, OrderFilters as OrderFilterValues } from './lib/order-filters.ts';
export { createFilteredList } from './model/filtered-list.ts';
export type { FilteredListOptions, Paged, Shown } from './model/filtered-list.ts';
export {
  $filterCompanies,
  filterCompaniesNeeded,
  filterCompaniesPrepared,
  loadCompaniesPageFx,
  MAX_PAGES,
} from './model/filter-companies.ts';
export type { FilterCompany } from './model/filter-companies.ts';
export { ListPager } from './ui/ListPager.tsx';
export { OrderFilters } from './ui/OrderFilters.tsx';
