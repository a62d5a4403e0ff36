import type { Company } from '@vitrina/contract';
import { filtersOfForm, listFiltersSearch } from '../../../shared/lib/list-filters.ts';
import type { ListFilters } from '../../../shared/lib/list-filters.ts';
import { DateFilters, FilterForm, SearchFilter, StatusFilter } from '../../../shared/ui/FilterForm.tsx';
import { useAccountT } from '../../../shared/ui/use-account-t.ts';
import { COMPANY_STATUSES, STATUS_TEXTS } from '../statuses.ts';

/** The list's filters (spec: search, status, start and end date), in the URL (shared/ui/FilterForm.tsx). */
export function CompanyFilters({ filters }: { filters: ListFilters }) {
  const t = useAccountT();
  return (
    <FilterForm
      applied={listFiltersSearch({ ...filters, page: 1 })}
      label={t('companiesFilters')}
      testId="company-filters"
      searchOf={(data) => listFiltersSearch(filtersOfForm(data, COMPANY_STATUSES))}
    >
      <SearchFilter filters={filters} label={t('filterSearch')} />
      <StatusFilter
        filters={filters}
        statuses={COMPANY_STATUSES}
        statusText={(status) => t(STATUS_TEXTS[status as Company['status']])}
      />
      <DateFilters filters={filters} from={t('filterFrom')} to={t('filterTo')} />
    </FilterForm>
  );
}
