import { useUnit } from 'effector-react';
import { Link } from '@vitrina/router';
import { $locale } from '@vitrina/events';
import { StateView } from '@vitrina/ui';
import { useRecordPage } from '../../../entities/order/index.ts';
import { useListTexts } from '../../../shared/ui/list-texts.ts';
import { useAccountT } from '../../../shared/ui/use-account-t.ts';
import { CabinetLayout } from '../../../widgets/cabinet-layout/ui/CabinetLayout.tsx';
import { order as orderLoad } from '../model/order-detail-model.ts';
import { OrderView } from './OrderView.tsx';

/**
 * /account/orders/{id}: one of the shopper's orders. Anyone else's (the API's 404) is the shell's
 * not-found page, with status 404 on the server and after client navigation alike.
 */
export function OrderDetailPage() {
  const t = useAccountT();
  const locale = useUnit($locale);
  const { shown, missing, title, state, retry } = useRecordPage(orderLoad, {
    notFound: t('orderNotFound'),
    of: (_, id) => t('orderNumber', { number: id }),
  });
  const texts = { ...useListTexts(), error: t('orderLoadError') };
  return (
    <CabinetLayout title={title}>
      <p>
        <Link className="mfa-link" to={`/${locale}/account/orders`}>
          {t('orderBack')}
        </Link>
      </p>
      {missing ? null : (
        <StateView state={state} texts={texts} onRetry={retry}>
          {shown ? <OrderView order={shown} locale={locale} /> : null}
        </StateView>
      )}
    </CabinetLayout>
  );
}
