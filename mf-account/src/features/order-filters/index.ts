// The order and act lists' filters: the URL's filters and the API's query, the form, the pager,
// the hook a list page reads them with, and the shopper's companies the company filter offers (the
// list a query loads is shared/lib/filtered-list.ts, which the companies' list uses too).
export {
  ACT_FILTERS,
  isFiltered,
  orderFiltersQuery,
  orderFiltersSearch,
  readOrderFilters,
} from './lib/order-filters.ts';
export type { FilterKind, OrderFilters as OrderFilterValues } from './lib/order-filters.ts';
export {
  $filterCompanies,
  filterCompaniesNeeded,
  filterCompaniesPrepared,
  loadCompaniesPageFx,
  MAX_PAGES,
} from './model/filter-companies.ts';
export type { FilterCompany } from './model/filter-companies.ts';
export { OrderFilters } from './ui/OrderFilters.tsx';
export { OrderListPager } from './ui/OrderListPager.tsx';
export { useOrderFilters } from './ui/use-order-filters.ts';
