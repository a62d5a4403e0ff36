import { useUnit } from 'effector-react';
import { Link } from '@vitrina/router';
import { $locale } from '@vitrina/events';
import { StateView } from '@vitrina/ui';
import { usePageHead } from '../../../shared/lib/page-head.ts';
import { CabinetLayout } from '../../../widgets/cabinet-layout/ui/CabinetLayout.tsx';
import { useAccountT } from '../../../shared/ui/use-account-t.ts';

/**
 * /account/orders. The API has no order history yet (it arrives with checkout), and a shopper
 * cannot have placed an order without checkout: the page says so rather than show made-up orders.
 */
export function OrdersPage() {
  const t = useAccountT();
  usePageHead('ordersTitle');
  const locale = useUnit($locale);
  return (
    <CabinetLayout title={t('ordersTitle')}>
      <StateView
        state="empty"
        emptyHeading="h2"
        emptyTestId="orders-empty"
        texts={{
          loading: '',
          emptyTitle: t('ordersEmptyTitle'),
          emptyText: t('ordersEmptyText'),
          error: '',
          retry: '',
        }}
        emptyAction={<Link to={`/${locale}`}>{t('ordersToShop')}</Link>}
      />
    </CabinetLayout>
  );
}
