import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from '@vitrina/router';
import { Button, Field } from '@vitrina/ui';
import { SEARCH_MAX_LENGTH } from '../lib/list-filters.ts';
import type { ListFilters } from '../lib/list-filters.ts';
import { TextField } from './TextField.tsx';
import { useAccountT } from './use-account-t.ts';

export interface FilterFormProps {
  /** The URL query of the filters applied (the page aside): empty when none is. */
  applied: string;
  label: string;
  testId: string;
  /** The URL query of a submitted form's filters (a new filter starts again from the first page). */
  searchOf: (data: FormData) => string;
  /** The list's own fields. */
  children: ReactNode;
}

/**
 * A cabinet list's filters, kept in the URL, so a filtered list can be reloaded, shared and gone back
 * to. A plain GET form: it works before the page's script runs, and after, it navigates without a reload.
 */
export function FilterForm({ applied, label, testId, searchOf, children }: FilterFormProps) {
  const t = useAccountT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <form
      // Drawn afresh when the URL's filters change (back, forward, the clear link).
      key={applied}
      method="get"
      role="search"
      aria-label={label}
      className="mfa-filters"
      data-testid={testId}
      onSubmit={(event) => {
        event.preventDefault();
        const query = searchOf(new FormData(event.currentTarget));
        navigate(query ? `${pathname}?${query}` : pathname);
      }}
    >
      {children}
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

/** The search field of a list's filters. */
export function SearchFilter({ filters, label }: { filters: ListFilters; label: string }) {
  return (
    <TextField name="search" type="search" label={label} maxLength={SEARCH_MAX_LENGTH} defaultValue={filters.search} />
  );
}

/** The status filter: `all` first, then the list's statuses in their order. */
export function StatusFilter({
  filters,
  statuses,
  statusText,
}: {
  filters: ListFilters;
  statuses: readonly string[];
  statusText: (status: string) => string;
}) {
  const t = useAccountT();
  return (
    <Field name="status" label={t('filterStatus')}>
      {(control) => (
        <select {...control} defaultValue={filters.status || 'all'}>
          <option value="all">{t('statusAll')}</option>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {statusText(status)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The dates a list is filtered between (they apply only when both are given: the hint says so). */
export function DateFilters({ filters, from, to }: { filters: ListFilters; from: string; to: string }) {
  const t = useAccountT();
  return (
    <>
      <TextField
        name="start_date"
        type="date"
        label={from}
        defaultValue={filters.start_date}
        hint={t('filterDatesHint')}
      />
      <TextField name="end_date" type="date" label={to} defaultValue={filters.end_date} />
    </>
  );
}
