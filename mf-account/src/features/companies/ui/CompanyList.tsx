import { useUnit } from 'effector-react';
import { $locale } from '@vitrina/events';
import type { Company } from '@vitrina/contract';
import { Button } from '@vitrina/ui';
import { listFiltersSearch } from '../../../shared/lib/list-filters.ts';
import type { ListFilters } from '../../../shared/lib/list-filters.ts';
import { ListPager } from '../../../shared/ui/ListPager.tsx';
import { useAccountT } from '../../../shared/ui/use-account-t.ts';
import type { CompanyList as List } from '../model.ts';
import { companyEditStarted } from '../model.ts';
import { STATUS_TEXTS } from '../statuses.ts';

/** The day a company was added, in the page's language; UTC, as the date filters count days. */
const dayOf = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' }).format(
    new Date(iso),
  );

function CompanyCard({ company, onEdit }: { company: Company; onEdit: (company: Company) => void }) {
  const t = useAccountT();
  const locale = useUnit($locale);
  const titleId = `mfa-company-${company.id}`;
  return (
    <li className="mfa-card" data-testid="company">
      <p className="mfa-card-title" id={titleId}>
        {company.name}
        <span className="mfa-badge">{t(STATUS_TEXTS[company.status])}</span>
      </p>
      <p>{t('companyFiscalLine', { code: company.fiscal_code })}</p>
      {company.legal_address ? <p>{company.legal_address}</p> : null}
      <p className="mfa-note">{t('companyAdded', { date: dayOf(company.created_at, locale) })}</p>
      <div className="mfa-actions">
        <Button variant="secondary" aria-describedby={titleId} onClick={() => onEdit(company)}>
          {t('companyEdit')}
        </Button>
      </div>
    </li>
  );
}

/** One page of the shopper's companies, or why it is empty (none yet, or none matching). */
export function CompanyList({ list, filters, onEdit }: { list: List; filters: ListFilters; onEdit?: () => void }) {
  const t = useAccountT();
  const edit = useUnit(companyEditStarted);
  const filtered = listFiltersSearch({ ...filters, page: 1 }) !== '';
  return (
    <>
      <p className="mfa-note" role="status">
        {t('companiesFound', { total: list.totalCount })}
      </p>
      {list.data.length === 0 ? (
        <p data-testid="companies-empty">
          {filtered || filters.page > 1 ? t('companiesNoMatch') : t('companiesEmpty')}
        </p>
      ) : (
        <ul className="mfa-cards" data-testid="company-list">
          {list.data.map((company) => (
            <CompanyCard
              key={company.id}
              company={company}
              onEdit={(chosen) => {
                edit(chosen);
                onEdit?.();
              }}
            />
          ))}
        </ul>
      )}
      <ListPager page={filters.page} pages={list.pages} searchOf={(page) => listFiltersSearch({ ...filters, page })} />
    </>
  );
}
