import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { Link, useParams } from '@vitrina/router';
import { $locale, headSet } from '@vitrina/events';
import { StateView } from '@vitrina/ui';
import { recordIdFrom, useNotFoundReport } from '../../../entities/order/index.ts';
import { PERSONAL_ROBOTS } from '../../../shared/lib/page-head.ts';
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
  const id = recordIdFrom(useParams().id);
  const [order, failure, locale, open, retry, setHead] = useUnit([
    orderLoad.$record,
    orderLoad.$failure,
    $locale,
    orderLoad.opened,
    orderLoad.retried,
    headSet,
  ]);
  useEffect(() => {
    if (id !== null) open(id);
  }, [id, open]);
  const shown = order && order.id === id ? order : null;
  const missing = id === null || (failure?.id === id && failure.missing);
  useNotFoundReport(missing, t('orderNotFound'));
  const title = id !== null && !missing ? t('orderNumber', { number: id }) : t('orderNotFound');
  useEffect(() => {
    if (!missing) setHead({ title, robots: PERSONAL_ROBOTS });
  }, [missing, title, setHead]);
  const texts = { ...useListTexts(), error: t('orderLoadError') };
  const state = failure?.id === id ? 'error' : shown ? 'content' : 'loading';
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
