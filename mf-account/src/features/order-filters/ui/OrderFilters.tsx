import { Link, useLocation, useNavigate } from '@vitrina/router';
import { Button, Field } from '@vitrina/ui';
import { SEARCH_MAX_LENGTH } from '../../../shared/lib/list-filters.ts';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { useAccountT } from '../../../shared/ui/use-account-t.ts';
import type { AccountTextKey } from '../../../i18n/index.ts';
import { orderFiltersOfForm, orderFiltersSearch } from '../lib/order-filters.ts';
import type { FilterKind, OrderFilters as Filters } from '../lib/order-filters.ts';
import type { FilterCompany } from '../model/filter-companies.ts';

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

/**
 * A list's filters, kept in the URL, so a filtered list can be reloaded, shared and gone back to.
 * A plain GET form: it works before the page's script runs, and after, it navigates without a reload.
 */
export function OrderFilters({ filters, kind, statusText, companies, label, testId }: OrderFiltersProps) {
  const t = useAccountT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const applied = orderFiltersSearch({ ...filters, page: 1 });
  const chosen = filters.company_id ? Number(filters.company_id) : null;
  // A company in the URL that is not among those loaded (a kept link) is still shown as chosen.
  const unknown = chosen !== null && !companies?.some((company) => company.id === chosen);
  return (
    <form
      // Drawn afresh when the URL's filters change (back, forward, the clear link).
      key={applied}
      method="get"
      role="search"
      aria-label={t(label)}
      className="mfa-filters"
      data-testid={testId}
      onSubmit={(event) => {
        event.preventDefault();
        const query = orderFiltersSearch(orderFiltersOfForm(new FormData(event.currentTarget), kind));
        navigate(query ? `${pathname}?${query}` : pathname);
      }}
    >
      {kind.search ? (
        <TextField
          name="search"
          type="search"
          label={t('orderFilterSearch')}
          maxLength={SEARCH_MAX_LENGTH}
          defaultValue={filters.search}
        />
      ) : null}
      {kind.statuses.length && statusText ? (
        <Field name="status" label={t('filterStatus')}>
          {(control) => (
            <select {...control} defaultValue={filters.status || 'all'}>
              <option value="all">{t('statusAll')}</option>
              {kind.statuses.map((status) => (
                <option key={status} value={status}>
                  {statusText(status)}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
      {companies?.length || unknown ? (
        <Field name="company_id" label={t('orderFilterCompany')}>
          {(control) => (
            <select {...control} defaultValue={filters.company_id}>
              <option value="">{t('orderFilterAnyCompany')}</option>
              {(companies ?? []).map((company) => (
                <option key={company.id} value={String(company.id)}>
                  {company.name}
                </option>
              ))}
              {unknown ? (
                <option value={filters.company_id}>{t('orderFilterCompanyNumber', { id: chosen })}</option>
              ) : null}
            </select>
          )}
        </Field>
      ) : null}
      <TextField
        name="start_date"
        type="date"
        label={t('orderFilterFrom')}
        defaultValue={filters.start_date}
        hint={t('filterDatesHint')}
      />
      <TextField name="end_date" type="date" label={t('orderFilterTo')} defaultValue={filters.end_date} />
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
