import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { Link, useParams } from '@vitrina/router';
import type { Order } from '@vitrina/contract';
import { $auth, $locale } from '@vitrina/events';
import { Button } from '@vitrina/ui';
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
import {
  $checkFailed,
  $gaveUp,
  $payment,
  checkAgainPressed,
  paymentLeft,
  paymentWatched,
} from '../model/payment-model.ts';
import type { PaymentState } from '../model/payment-model.ts';

/** What the shopper reads about the payment, and what they can do next. */
function PaymentOutcome({ order, payment }: { order: Order; payment: PaymentState | null }) {
  const t = useCartT();
  const [gaveUp, checkFailed, checkAgain] = useUnit([$gaveUp, $checkFailed, checkAgainPressed]);
  const number = order.id;
  const status = payment?.status ?? order.status;
  if (status === 'paid' || status === 'completed')
    return (
      <p role="status" data-testid="payment-paid">
        {t('paymentPaid', { number })}
      </p>
    );
  if (status === 'new') return <p role="status">{t('orderPlaced', { number })}</p>;
  if (status === 'cancelled') return <p role="status">{t('orderCancelled', { number })}</p>;
  if (status === 'payment_failed')
    return (
      <div className="mfc-actions">
        <p role="alert" data-testid="payment-failed">
          {t('paymentFailed', { number })}
        </p>
        {payment?.payUrl ? (
          // A full page load: the card is typed on the provider's page, never on the shop's.
          <a className="mfc-link-button" href={payment.payUrl} data-testid="payment-retry">
            {t('paymentRetry')}
          </a>
        ) : null}
      </div>
    );
  return (
    <div className="mfc-actions" data-testid="payment-waiting">
      <p role="status">{gaveUp ? t('paymentStillWaiting') : t('paymentWaiting', { number })}</p>
      {checkFailed ? <p className="mfc-muted">{t('paymentCheckFailed')}</p> : null}
      {gaveUp ? <Button onClick={() => checkAgain()}>{t('paymentCheckAgain')}</Button> : null}
      {payment?.payUrl ? (
        <a href={payment.payUrl} data-testid="payment-pay">
          {t('paymentPayNow')}
        </a>
      ) : null}
    </div>
  );
}

/**
 * /{lang}/cart/payment/:orderId: the provider sends the shopper back here. Paid, waiting (asked again
 * by itself), failed with "pay again", or not found for anyone else's order.
 */
export function PaymentStatusPage() {
  const t = useCartT();
  usePageHead('paymentTitle');
  const orderId = orderIdFrom(useParams().orderId);
  const [order, load, payment, locale, auth] = useUnit([$order, $orderLoad, $payment, $locale, $auth]);
  const [open, watch, leave] = useUnit([orderOpened, paymentWatched, paymentLeft]);
  const shown = order && order.id === orderId ? order : null;
  const current = payment?.orderId === orderId ? payment : null;
  useEffect(() => {
    if (orderId === null) return;
    if (!shown) open(orderId);
    watch(orderId);
    return () => leave();
    // Once per order: `shown` arrives later and must not start a second round of questions.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [orderId]);
  const paid = current?.status === 'paid' || shown?.status === 'paid';
  useEffect(() => {
    if (shown && paid) reportPurchase(shown);
  }, [shown, paid]);
  if (orderId === null || load === 'missing')
    return (
      <section data-testid="payment-status">
        <h1>{t('orderNotFound')}</h1>
      </section>
    );
  return (
    <section className="mfc-success" data-testid="payment-status" aria-busy={!shown}>
      <h1>{t('paymentTitle')}</h1>
      {load === 'failed' ? (
        <p role="alert">{t('paymentCheckFailed')}</p>
      ) : shown ? (
        <>
          <PaymentOutcome order={shown} payment={current} />
          <OrderSummary order={shown} locale={locale} />
        </>
      ) : (
        <p role="status">{t('loading')}</p>
      )}
      <p className="mfc-actions">
        {auth.isAuth ? <Link to={`/${locale}/account/orders`}>{t('toMyOrders')}</Link> : null}
        <Link to={`/${locale}`}>{t('continueShopping')}</Link>
      </p>
    </section>
  );
}
