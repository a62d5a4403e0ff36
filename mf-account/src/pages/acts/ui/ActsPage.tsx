import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { Link, useSearchParams } from '@vitrina/router';
import { $locale } from '@vitrina/events';
import { StateView } from '@vitrina/ui';
import {
  $filterCompanies,
  ACT_FILTERS,
  OrderFilters,
  orderFiltersQuery,
  readOrderFilters,
} from '../../../features/order-filters/index.ts';
import { queryKey } from '../../../shared/lib/list-filters.ts';
import { usePageHead } from '../../../shared/lib/page-head.ts';
import { useListTexts } from '../../../shared/ui/list-texts.ts';
import { useAccountT } from '../../../shared/ui/use-account-t.ts';
import { CabinetLayout } from '../../../widgets/cabinet-layout/ui/CabinetLayout.tsx';
import { acts, actsPageOpened, actsPageShown } from '../model/acts-model.ts';
import { ActsTable } from './ActsTable.tsx';

/**
 * /account/acts: the acts of a company buyer's orders, by company and date, paged by the URL. A
 * shopper with no company is told why there are none and where companies are added.
 */
export function ActsPage() {
  const t = useAccountT();
  usePageHead('actsTitle');
  const [search] = useSearchParams();
  const [shown, failedKey, companies, locale, opened, visited, retry] = useUnit([
    acts.$shown,
    acts.$failed,
    $filterCompanies,
    $locale,
    actsPageOpened,
    actsPageShown,
    acts.retried,
  ]);
  const filters = readOrderFilters(search, ACT_FILTERS);
  const query = orderFiltersQuery(filters);
  const key = queryKey(query);
  const queryJson = JSON.stringify(query);
  useEffect(() => {
    opened(JSON.parse(queryJson) as typeof query);
  }, [opened, queryJson]);
  useEffect(() => {
    visited();
  }, [visited]);
  const texts = useListTexts();
  const state = failedKey === key ? 'error' : shown ? 'content' : 'loading';
  return (
    <CabinetLayout title={t('actsTitle')}>
      <div data-testid="acts-page">
        {companies?.length === 0 ? (
          <StateView
            state="empty"
            emptyHeading="h2"
            emptyTestId="acts-no-company"
            texts={{ ...texts, emptyTitle: t('actsNoCompanyTitle'), emptyText: t('actsNoCompanyText') }}
            emptyAction={<Link to={`/${locale}/account/companies`}>{t('actsToCompanies')}</Link>}
          />
        ) : (
          <>
            <OrderFilters
              filters={filters}
              kind={ACT_FILTERS}
              companies={companies}
              label="actsFilters"
              testId="act-filters"
            />
            <div aria-busy={shown !== null && shown.key !== key && failedKey !== key}>
              <StateView state={state} texts={texts} onRetry={retry}>
                {shown ? <ActsTable list={shown.list} filters={filters} locale={locale} /> : null}
              </StateView>
            </div>
          </>
        )}
      </div>
    </CabinetLayout>
  );
}
