import { useUnit } from 'effector-react';
import { Link } from '@vitrina/router';
import { $locale } from '@vitrina/events';
import { StateView } from '@vitrina/ui';
import { ACT_FILTERS, OrderFilters, useOrderFilters } from '../../../features/order-filters/index.ts';
import { usePageHead } from '../../../shared/lib/page-head.ts';
import { FilteredList, useFilteredList } from '../../../shared/ui/FilteredList.tsx';
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
  const [locale, opened, visited] = useUnit([$locale, actsPageOpened, actsPageShown]);
  const { filters, query, companies } = useOrderFilters(ACT_FILTERS, visited);
  const view = useFilteredList(acts, opened, query);
  const texts = useListTexts();
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
            <FilteredList view={view}>
              {(list) => <ActsTable list={list} filters={filters} locale={locale} />}
            </FilteredList>
          </>
        )}
      </div>
    </CabinetLayout>
  );
}
