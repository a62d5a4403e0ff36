import { useUnit } from 'effector-react';
import { Link } from '@vitrina/router';
import type { OrderStatus as Status } from '@vitrina/contract';
import { $locale } from '@vitrina/events';
import { StateView } from '@vitrina/ui';
import { ORDER_STATUS_TEXTS } from '../../../entities/order/index.ts';
import { isFiltered, OrderFilters, useOrderFilters } from '../../../features/order-filters/index.ts';
import { usePageHead } from '../../../shared/lib/page-head.ts';
import { FilteredList, useFilteredList } from '../../../shared/ui/FilteredList.tsx';
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
  const [locale, opened, visited] = useUnit([$locale, ordersPageOpened, ordersPageShown]);
  const { filters, query, companies } = useOrderFilters(ORDER_FILTERS, visited);
  const view = useFilteredList(orders, opened, query);
  const texts = useListTexts();
  const { shown, key } = view;
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
            <FilteredList view={view}>
              {(list) => <OrderList list={list} filters={filters} locale={locale} />}
            </FilteredList>
          </>
        )}
      </div>
    </CabinetLayout>
  );
}
