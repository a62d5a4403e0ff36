import { useUnit } from 'effector-react';
import { Link } from '@vitrina/router';
import type { Order } from '@vitrina/contract';
import { formatPrice } from '@vitrina/domain';
import type { Locale } from '@vitrina/domain';
import { Button } from '@vitrina/ui';
import { awaitsPayment } from '../../../entities/order/index.ts';
import { useAccountT } from '../../../shared/ui/use-account-t.ts';
import { $payState, payPressed } from '../model/order-detail-model.ts';

/**
 * An online order's payment: "Pay" while it still waits for its money (the provider's page opens
 * with a full page load), and the way to its payment status page.
 */
export function OrderPay({ order, locale }: { order: Order; locale: Locale }) {
  const t = useAccountT();
  const [state, pay] = useUnit([$payState, payPressed]);
  if (order.payment_method !== 'online') return null;
  return (
    <div className="mfa-actions" data-testid="order-payment">
      {awaitsPayment(order) ? (
        <Button onClick={() => pay(order.id)} disabled={state === 'opening'} data-testid="order-pay">
          {state === 'opening'
            ? t('orderPaying')
            : t('orderPay', { total: formatPrice(order.total, order.currency, locale) })}
        </Button>
      ) : null}
      <Link className="mfa-link" to={`/${locale}/cart/payment/${order.id}`}>
        {t('orderPaymentStatus')}
      </Link>
      {state === 'failed' ? <p role="alert">{t('orderPayFailed')}</p> : null}
      {state === 'not_needed' ? <p role="status">{t('orderPayNotNeeded')}</p> : null}
    </div>
  );
}
