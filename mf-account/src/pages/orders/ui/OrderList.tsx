import { Link } from '@vitrina/router';
import type { Order } from '@vitrina/contract';
import { formatPrice } from '@vitrina/domain';
import type { Locale } from '@vitrina/domain';
import { dayOf, OrderStatus, quantityOf } from '../../../entities/order/index.ts';
import { OrderListPager } from '../../../features/order-filters/index.ts';
import type { OrderFilterValues } from '../../../features/order-filters/index.ts';
import type { Paged } from '../../../shared/lib/filtered-list.ts';
import { useAccountT } from '../../../shared/ui/use-account-t.ts';

/** How many of an order's lines the list names; the rest are counted. */
export const FIRST_LINES = 3;

function OrderCard({ order, locale }: { order: Order; locale: Locale }) {
  const t = useAccountT();
  const more = order.lines.length - FIRST_LINES;
  return (
    <li className="mfa-card mfa-order-card" data-testid="order" data-order-id={order.id}>
      <div>
        <h2>
          <Link to={`/${locale}/account/orders/${order.id}`}>{t('orderNumber', { number: order.id })}</Link>
        </h2>
        <p className="mfa-actions">
          <span>{t('orderPlacedOn', { date: dayOf(order.created_at, locale) })}</span>
          <OrderStatus status={order.status} />
        </p>
        <ul className="mfa-order-lines">
          {order.lines.slice(0, FIRST_LINES).map((line, at) => (
            <li key={`${at}-${line.code}`}>
              {t('orderLineShort', { title: line.title, count: quantityOf(line.count, locale) })}
            </li>
          ))}
          {more > 0 ? <li>{t('orderMoreLines', { count: more })}</li> : null}
        </ul>
      </div>
      <p className="mfa-order-sum" data-testid="order-total">
        {formatPrice(order.total, order.currency, locale)}
      </p>
    </li>
  );
}

/** One page of the shopper's orders, newest first, or why it is empty though they have orders. */
export function OrderList({
  list,
  filters,
  locale,
}: {
  list: Paged<Order>;
  filters: OrderFilterValues;
  locale: Locale;
}) {
  const t = useAccountT();
  return (
    <>
      <p className="mfa-note" role="status">
        {t('ordersFound', { total: list.totalCount })}
      </p>
      {list.data.length === 0 ? (
        <section className="vui-state" data-testid="orders-no-match">
          <h2>{t('ordersNoMatchTitle')}</h2>
          <p>{t('ordersNoMatchText')}</p>
        </section>
      ) : (
        <ol className="mfa-cards" data-testid="order-list">
          {list.data.map((order) => (
            <OrderCard key={order.id} order={order} locale={locale} />
          ))}
        </ol>
      )}
      <OrderListPager filters={filters} pages={list.pages} />
    </>
  );
}
