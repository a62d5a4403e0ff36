import type { Cart } from '@vitrina/contract';
import { formatPrice } from '@vitrina/domain';
import type { Locale } from '@vitrina/domain';
import { useCartT } from '../../../shared/ui/use-cart-t.ts';

/**
 * The cart's sums exactly as the server's answer gives them (spec: the server decides every price
 * and total; the browser adds nothing up). A sum of zero (no discount, no points) is left out.
 */
export function CartTotals({ cart, locale }: { cart: Cart; locale: Locale }) {
  const t = useCartT();
  const money = (amount: number) => formatPrice(amount, cart.currency, locale);
  return (
    <dl className="mfc-totals" data-testid="cart-totals">
      <div>
        <dt>{t('totalCount')}</dt>
        <dd data-testid="cart-total-count">{cart.total_count}</dd>
      </div>
      {cart.total_discount > 0 ? (
        <div>
          <dt>{t('totalDiscount')}</dt>
          <dd data-testid="cart-total-discount">{money(cart.total_discount)}</dd>
        </div>
      ) : null}
      {cart.loyalty_give > 0 ? (
        <div>
          <dt>{t('totalLoyalty')}</dt>
          <dd data-testid="cart-total-loyalty">{cart.loyalty_give}</dd>
        </div>
      ) : null}
      <div className="mfc-total-price">
        <dt>{t('totalPrice')}</dt>
        <dd data-testid="cart-total-price">{money(cart.total_price)}</dd>
      </div>
    </dl>
  );
}
