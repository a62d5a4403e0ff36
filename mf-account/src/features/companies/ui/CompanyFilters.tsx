import { Link, useLocation, useNavigate } from '@vitrina/router';
import { Button, Field } from '@vitrina/ui';
import { filtersOfForm, listFiltersSearch, SEARCH_MAX_LENGTH } from '../../../shared/lib/list-filters.ts';
import type { ListFilters } from '../../../shared/lib/list-filters.ts';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { useAccountT } from '../../../shared/ui/use-account-t.ts';
import { COMPANY_STATUSES, STATUS_TEXTS } from '../statuses.ts';

/**
 * The list's filters (spec: search, status, start and end date), kept in the URL, so a filtered
 * list can be reloaded, shared and gone back to. A plain GET form: it works before the page's
 * script runs, and after, it navigates without a reload.
 */
export function CompanyFilters({ filters }: { filters: ListFilters }) {
  const t = useAccountT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const applied = listFiltersSearch({ ...filters, page: 1 });
  return (
    <form
      // Drawn afresh when the URL's filters change (back, forward, the clear link).
      key={applied}
      method="get"
      role="search"
      aria-label={t('companiesFilters')}
      className="mfa-filters"
      data-testid="company-filters"
      onSubmit={(event) => {
        event.preventDefault();
        const query = listFiltersSearch(filtersOfForm(new FormData(event.currentTarget), COMPANY_STATUSES));
        navigate(query ? `${pathname}?${query}` : pathname);
      }}
    >
      <TextField
        name="search"
        type="search"
        label={t('filterSearch')}
        maxLength={SEARCH_MAX_LENGTH}
        defaultValue={filters.search}
      />
      <Field name="status" label={t('filterStatus')}>
        {(control) => (
          <select {...control} defaultValue={filters.status || 'all'}>
            <option value="all">{t('statusAll')}</option>
            {COMPANY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(STATUS_TEXTS[status])}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField
        name="start_date"
        type="date"
        label={t('filterFrom')}
        defaultValue={filters.start_date}
        hint={t('filterDatesHint')}
      />
      <TextField name="end_date" type="date" label={t('filterTo')} defaultValue={filters.end_date} />
      <div className="mfa-actions">
        <Button type="submit">{t('filterApply')}</Button>
        {applied ? (
          <Link className="mfa-link" to={pathname}>
            {t('filterClear')}
          </Link>
        ) : null}
      </div>
    </form>
  );
}
