import type { AccountTextKey } from '../../../i18n/index.ts';
import { DateFilters, FilterForm, SearchFilter, StatusFilter } from '../../../shared/ui/FilterForm.tsx';
import { useAccountT } from '../../../shared/ui/use-account-t.ts';
import { orderFiltersOfForm, orderFiltersSearch } from '../lib/order-filters.ts';
import type { FilterKind, OrderFilters as Filters } from '../lib/order-filters.ts';
import type { FilterCompany } from '../model/filter-companies.ts';
import { CompanyFilter } from './CompanyFilter.tsx';

export interface OrderFiltersProps {
  filters: Filters;
  kind: FilterKind;
  /** The status names, in the list's order; `all` comes first. */
  statusText?: (status: string) => string;
  /** The shopper's companies: the company filter is offered only to a buyer who has some. */
  companies: readonly FilterCompany[] | null;
  label: AccountTextKey;
  testId: string;
}

/** A list's filters (those its kind has, and a company), in the URL (shared/ui/FilterForm.tsx). */
export function OrderFilters({ filters, kind, statusText, companies, label, testId }: OrderFiltersProps) {
  const t = useAccountT();
  return (
    <FilterForm
      applied={orderFiltersSearch({ ...filters, page: 1 })}
      label={t(label)}
      testId={testId}
      searchOf={(data) => orderFiltersSearch(orderFiltersOfForm(data, kind))}
    >
      {kind.search ? <SearchFilter filters={filters} label={t('orderFilterSearch')} /> : null}
      {kind.statuses.length && statusText ? (
        <StatusFilter filters={filters} statuses={kind.statuses} statusText={statusText} />
      ) : null}
      <CompanyFilter chosen={filters.company_id} companies={companies} />
      <DateFilters filters={filters} from={t('orderFilterFrom')} to={t('orderFilterTo')} />
    </FilterForm>
  );
}
