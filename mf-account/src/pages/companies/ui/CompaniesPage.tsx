import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { useSearchParams } from '@vitrina/router';
import { StateView } from '@vitrina/ui';
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
import { listFiltersQuery, queryKey, readListFilters } from '../../../shared/lib/list-filters.ts';
import { usePageHead } from '../../../shared/lib/page-head.ts';
import { CabinetLayout } from '../../../widgets/cabinet-layout/ui/CabinetLayout.tsx';
import { useListTexts } from '../../../shared/ui/list-texts.ts';
import { useAccountT } from '../../../shared/ui/use-account-t.ts';
import { companiesPageOpened } from '../model/companies-model.ts';

/** /account/companies: the filtered, paged list of the shopper's companies and the form that adds or edits one. */
export function CompaniesPage() {
  const t = useAccountT();
  usePageHead('companiesTitle');
  const [search] = useSearchParams();
  const [shown, failedKey, user, opened, retry] = useUnit([
    $companies,
    $companiesFailed,
    $user,
    companiesPageOpened,
    companiesRetried,
  ]);
  const filters = readListFilters(search, COMPANY_STATUSES);
  const query = listFiltersQuery(filters);
  const key = queryKey(query);
  const queryJson = JSON.stringify(query);
  useEffect(() => {
    opened(JSON.parse(queryJson) as typeof query);
  }, [opened, queryJson]);
  const texts = useListTexts();
  const state = failedKey === key ? 'error' : shown ? 'content' : 'loading';
  return (
    <CabinetLayout title={t('companiesTitle')}>
      <div className="mfa-columns" data-testid="companies-page">
        <section aria-labelledby="mfa-companies-list-title">
          <h2 id="mfa-companies-list-title">{t('companiesListTitle')}</h2>
          <CompanyFilters filters={filters} />
          {/* The previous list stays while the next loads (marked busy), so the page does not jump. */}
          <div aria-busy={shown !== null && shown.key !== key && failedKey !== key}>
            <StateView state={state} texts={texts} onRetry={retry}>
              {shown ? (
                <CompanyList
                  list={shown.list}
                  filters={filters}
                  onEdit={() => document.getElementById(COMPANY_FORM_TITLE)?.focus()}
                />
              ) : null}
            </StateView>
          </div>
        </section>
        <CompanyForm hasCompany={!!user?.company} />
      </div>
    </CabinetLayout>
  );
}
