import type { ReactNode } from 'react';
import type { Order } from '@vitrina/contract';
import { formatPrice } from '@vitrina/domain';
import type { Locale } from '@vitrina/domain';
import {
  deliveryFacts,
  LinesTable,
  momentOf,
  OrderStatus,
  PAYMENT_METHOD_TEXTS,
} from '../../../entities/order/index.ts';
import { useAccountT } from '../../../shared/ui/use-account-t.ts';
import { OrderPay } from './OrderPay.tsx';

/** A term and its value in a facts list. */
function Fact({ term, children, testId }: { term: string; children: ReactNode; testId?: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** One order as it was placed and priced by the shop: every sum is the server's, formatted only. */
export function OrderView({ order, locale }: { order: Order; locale: Locale }) {
  const t = useAccountT();
  const money = (amount: number) => formatPrice(amount, order.currency, locale);
  const delivery = deliveryFacts(order, t, locale);
  return (
    <div className="mfa-sections" data-testid="order-detail" data-order-id={order.id}>
      <dl className="mfa-facts">
        <Fact term={t('orderFactStatus')}>
          <OrderStatus status={order.status} />
        </Fact>
        <Fact term={t('orderFactPlaced')}>{momentOf(order.created_at, locale)}</Fact>
        <Fact term={t('orderFactPayment')} testId="order-payment-method">
          {t(PAYMENT_METHOD_TEXTS[order.payment_method])}
        </Fact>
        {order.company ? (
          <Fact term={t('orderFactCompany')} testId="order-company">
            {order.company.name}
          </Fact>
        ) : null}
      </dl>
      <OrderPay order={order} locale={locale} />
      <section aria-labelledby="mfa-order-lines">
        <h2 id="mfa-order-lines">{t('orderLinesTitle')}</h2>
        <LinesTable lines={order.lines} currency={order.currency} locale={locale} caption={t('orderLinesTitle')} />
        <dl className="mfa-sums" data-testid="order-sums">
          <Fact term={t('orderGoods')}>{money(order.goods)}</Fact>
          {order.discount > 0 ? <Fact term={t('orderDiscount')}>{money(order.discount)}</Fact> : null}
          {order.promo_code ? <Fact term={t('orderPromo')}>{order.promo_code}</Fact> : null}
          <Fact term={t('orderDelivery')}>{money(order.delivery_price)}</Fact>
          <div className="mfa-sum-total">
            <dt>{t('orderTotal')}</dt>
            <dd data-testid="order-total">{money(order.total)}</dd>
          </div>
        </dl>
      </section>
      {delivery.length ? (
        <section aria-labelledby="mfa-order-delivery">
          <h2 id="mfa-order-delivery">{t('deliveryTitle')}</h2>
          <dl className="mfa-facts" data-testid="order-delivery">
            {delivery.map((fact) => (
              <Fact key={fact.label} term={t(fact.label)}>
                {fact.value}
              </Fact>
            ))}
          </dl>
        </section>
      ) : null}
      <section aria-labelledby="mfa-order-contact">
        <h2 id="mfa-order-contact">{t('orderContactTitle')}</h2>
        <dl className="mfa-facts" data-testid="order-contact">
          <Fact term={t('orderContactName')}>{order.contact.name}</Fact>
          {order.contact.email ? <Fact term={t('email')}>{order.contact.email}</Fact> : null}
          <Fact term={t('phone')}>{order.contact.phone}</Fact>
          {order.comment ? <Fact term={t('orderComment')}>{order.comment}</Fact> : null}
        </dl>
      </section>
    </div>
  );
}
