import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { Link, useSearchParams } from '@vitrina/router';
import type { OrderStatus as Status } from '@vitrina/contract';
import { $locale } from '@vitrina/events';
import { StateView } from '@vitrina/ui';
import { ORDER_STATUS_TEXTS } from '../../../entities/order/index.ts';
import {
  $filterCompanies,
  isFiltered,
  OrderFilters,
  orderFiltersQuery,
  readOrderFilters,
} from '../../../features/order-filters/index.ts';
import { queryKey } from '../../../shared/lib/list-filters.ts';
import { usePageHead } from '../../../shared/lib/page-head.ts';
import { useListTexts } from '../../../shared/ui/list-texts.ts';
import { useAccountT } from '../../../shared/ui/use-account-t.ts';
import { CabinetLayout } from '../../../widgets/cabinet-layout/ui/CabinetLayout.tsx';
import { ORDER_FILTERS, orders, ordersPageOpened, ordersPageShown } from '../model/orders-model.ts';
import { OrderList } from './OrderList.tsx';

/**
 * /account/orders: the shopper's orders, newest first, filtered and paged by the URL. A shopper who
 * has none is told so (and sent to the shop) instead of being offered filters for nothing.
 */
export function OrdersPage() {
  const t = useAccountT();
  usePageHead('ordersTitle');
  const [search] = useSearchParams();
  const [shown, failedKey, companies, locale, opened, visited, retry] = useUnit([
    orders.$shown,
    orders.$failed,
    $filterCompanies,
    $locale,
    ordersPageOpened,
    ordersPageShown,
    orders.retried,
  ]);
  const filters = readOrderFilters(search, ORDER_FILTERS);
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
  const none = shown?.key === key && shown.list.totalCount === 0 && !isFiltered(filters) && filters.page === 1;
  return (
    <CabinetLayout title={t('ordersTitle')}>
      <div data-testid="orders-page">
        {none ? (
          <StateView
            state="empty"
            emptyHeading="h2"
            emptyTestId="orders-empty"
            texts={{ ...texts, emptyTitle: t('ordersEmptyTitle'), emptyText: t('ordersEmptyText') }}
            emptyAction={<Link to={`/${locale}`}>{t('ordersToShop')}</Link>}
          />
        ) : (
          <>
            <OrderFilters
              filters={filters}
              kind={ORDER_FILTERS}
              statusText={(status) => t(ORDER_STATUS_TEXTS[status as Status])}
              companies={companies}
              label="ordersFilters"
              testId="order-filters"
            />
            {/* The previous list stays while the next loads (marked busy), so the page does not jump. */}
            <div aria-busy={shown !== null && shown.key !== key && failedKey !== key}>
              <StateView state={state} texts={texts} onRetry={retry}>
                {shown ? <OrderList list={shown.list} filters={filters} locale={locale} /> : null}
              </StateView>
            </div>
          </>
        )}
      </div>
    </CabinetLayout>
  );
}
