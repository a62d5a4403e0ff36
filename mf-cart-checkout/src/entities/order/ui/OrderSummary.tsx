import type { Order } from '@vitrina/contract';
import { formatPrice } from '@vitrina/domain';
import type { Locale } from '@vitrina/domain';
import { useCartT } from '../../../shared/ui/use-cart-t.ts';

/** A placed order as the server priced it: its lines and sums (nothing is added up here). */
export function OrderSummary({ order, locale }: { order: Order; locale: Locale }) {
  const t = useCartT();
  const money = (amount: number) => formatPrice(amount, order.currency, locale);
  return (
    <section className="mfc-order" aria-labelledby="mfc-order-title" data-testid="order-summary">
      <h2 id="mfc-order-title">{t('orderSummary', { number: order.id })}</h2>
      <ul className="mfc-order-lines">
        {order.lines.map((line) => (
          <li key={`${line.code}-${line.product_id ?? 'gone'}`}>
            <span>{line.title}</span>
            <span className="mfc-muted">{t('orderLine', { count: line.count, price: money(line.price) })}</span>
            <span>{money(line.total)}</span>
          </li>
        ))}
      </ul>
      <dl className="mfc-totals">
        <div>
          <dt>{t('orderGoods')}</dt>
          <dd>{money(order.goods)}</dd>
        </div>
        {order.discount > 0 ? (
          <div>
            <dt>{t('orderDiscount')}</dt>
            <dd>{money(order.discount)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('orderDelivery')}</dt>
          <dd>{money(order.delivery_price)}</dd>
        </div>
        <div className="mfc-total-price">
          <dt>{t('orderTotal')}</dt>
          <dd data-testid="order-total">{money(order.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
