import { useUnit } from 'effector-react';
import type { Cart } from '@vitrina/contract';
import { formatPrice } from '@vitrina/domain';
import { $locale } from '@vitrina/events';
import { Button } from '@vitrina/ui';
import {
  $deliveryMethod,
  $deliveryPrice,
  $deliveryPriceFailed,
  deliveryPriceRequested,
} from '../../../features/checkout-delivery/index.ts';
import { useCartT } from '../../../shared/ui/use-cart-t.ts';
import { $orderTotal } from '../model/order-total.ts';

/**
 * The order's sums as the server gives them: the cart's goods (after the promo: the server's
 * total_price, in which the discount is already taken off) and the price of the chosen delivery
 * (general/delivery-price); the total over those two (model/order-total.ts), none until the
 * delivery is priced.
 */
export function CheckoutTotals({ cart }: { cart: Cart }) {
  const t = useCartT();
  const [price, total, failed, method, locale, retry] = useUnit([
    $deliveryPrice,
    $orderTotal,
    $deliveryPriceFailed,
    $deliveryMethod,
    $locale,
    deliveryPriceRequested,
  ]);
  const money = (amount: number) => formatPrice(amount, cart.currency, locale);
  const delivery =
    price === null
      ? t(failed ? 'sumDeliveryFailed' : 'sumDeliveryAsking')
      : price.price === 0
        ? t('sumFree')
        : money(price.price);
  return (
    <div className="mfc-actions">
      <dl className="mfc-totals" data-testid="checkout-totals">
        <div>
          <dt>{t('sumGoods', { count: cart.total_count })}</dt>
          <dd data-testid="checkout-goods">{money(cart.total_price)}</dd>
        </div>
        {cart.total_discount > 0 ? (
          <div>
            <dt>{t('totalDiscount')}</dt>
            <dd>{money(cart.total_discount)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{method === 'carrier' ? t('sumDeliveryShop') : t('sumDelivery')}</dt>
          <dd data-testid="checkout-delivery-price" aria-live="polite">
            {delivery}
          </dd>
        </div>
        <div className="mfc-total-price">
          <dt>{t('sumTotal')}</dt>
          <dd data-testid="checkout-total">{total === null ? '…' : money(total)}</dd>
        </div>
      </dl>
      {failed ? (
        <Button variant="secondary" onClick={() => retry()}>
          {t('sumDeliveryRetry')}
        </Button>
      ) : null}
      {price && price.price > 0 && price.free_from !== null ? (
        <p className="mfc-muted">{t('sumFreeFrom', { amount: money(price.free_from) })}</p>
      ) : null}
    </div>
  );
}
