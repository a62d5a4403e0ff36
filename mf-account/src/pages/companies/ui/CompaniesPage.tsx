import { useUnit } from 'effector-react';
import { useSearchParams } from '@vitrina/router';
import {
  $companies,
  $companiesFailed,
  COMPANY_FORM_TITLE,
  COMPANY_STATUSES,
  CompanyFilters,
  CompanyForm,
  CompanyList,
  companiesRetried,
} from '../../../features/companies/index.ts';
import { $user } from '../../../entities/session/model/session-model.ts';
import { listFiltersQuery, readListFilters } from '../../../shared/lib/list-filters.ts';
import { usePageHead } from '../../../shared/lib/page-head.ts';
import { FilteredList, useFilteredList } from '../../../shared/ui/FilteredList.tsx';
import { CabinetLayout } from '../../../widgets/cabinet-layout/ui/CabinetLayout.tsx';
import { useAccountT } from '../../../shared/ui/use-account-t.ts';
import { companiesPageOpened } from '../model/companies-model.ts';

const COMPANIES = { $shown: $companies, $failed: $companiesFailed, retried: companiesRetried };

/** /account/companies: the filtered, paged list of the shopper's companies and the form that adds or edits one. */
export function CompaniesPage() {
  const t = useAccountT();
  usePageHead('companiesTitle');
  const [search] = useSearchParams();
  const [user, opened] = useUnit([$user, companiesPageOpened]);
  const filters = readListFilters(search, COMPANY_STATUSES);
  const view = useFilteredList(COMPANIES, opened, listFiltersQuery(filters));
  return (
    <CabinetLayout title={t('companiesTitle')}>
      <div className="mfa-columns" data-testid="companies-page">
        <section aria-labelledby="mfa-companies-list-title">
          <h2 id="mfa-companies-list-title">{t('companiesListTitle')}</h2>
          <CompanyFilters filters={filters} />
          <FilteredList view={view}>
            {(list) => (
              <CompanyList
                list={list}
                filters={filters}
                onEdit={() => document.getElementById(COMPANY_FORM_TITLE)?.focus()}
              />
            )}
          </FilteredList>
        </section>
        <CompanyForm hasCompany={!!user?.company} />
      </div>
    </CabinetLayout>
  );
}
