import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { Link, useSearchParams } from '@vitrina/router';
import { $auth, $locale } from '@vitrina/events';
import {
  $order,
  $orderLoad,
  orderIdFrom,
  OrderSummary,
  orderOpened,
  reportPurchase,
} from '../../../entities/order/index.ts';
import { usePageHead } from '../../../shared/lib/page-head.ts';
import { useCartT } from '../../../shared/ui/use-cart-t.ts';

/**
 * /{lang}/cart/success: thanks, the order's number and sums, and where the confirmation went. An
 * order that is not the shopper's (or no order in the URL) gets the thanks alone: the page never
 * says whose order a number is.
 */
export function OrderSuccessPage() {
  const t = useCartT();
  usePageHead('successTitle');
  const [search] = useSearchParams();
  const orderId = orderIdFrom(search.get('order'));
  const [order, load, locale, auth, open] = useUnit([$order, $orderLoad, $locale, $auth, orderOpened]);
  const shown = order && order.id === orderId ? order : null;
  useEffect(() => {
    // After client navigation from the checkout the server did not load it.
    if (orderId !== null && !shown && load !== 'loading') open(orderId);
  }, [orderId, shown, load, open]);
  useEffect(() => {
    if (shown) reportPurchase(shown);
  }, [shown]);
  return (
    <section className="mfc-success" data-testid="order-success">
      <h1>{t('successTitle')}</h1>
      <p role="status">{shown ? t('orderPlaced', { number: shown.id }) : t('orderPlacedGeneric')}</p>
      {shown?.contact.email ? <p>{t('orderMailSent', { email: shown.contact.email })}</p> : null}
      {shown ? <OrderSummary order={shown} locale={locale} /> : null}
      <p className="mfc-actions">
        {auth.isAuth ? <Link to={`/${locale}/account/orders`}>{t('toMyOrders')}</Link> : null}
        <Link className="mfc-link-button" to={`/${locale}`}>
          {t('continueShopping')}
        </Link>
      </p>
    </section>
  );
}
