import { useUnit } from 'effector-react';
import { ChoiceGroup, draftEdited } from '../../../entities/checkout-draft/index.ts';
import type { PaymentChoice } from '../../../entities/checkout-draft/index.ts';
import type { CartTextKey } from '../../../shared/i18n/index.ts';
import { useCartT } from '../../../shared/ui/use-cart-t.ts';
import { $paymentMethod, $paymentMethods } from '../model/payment-model.ts';
import { CheckoutCredit } from './CheckoutCredit.tsx';

const TEXTS: Record<PaymentChoice, { label: CartTextKey; detail: CartTextKey }> = {
  cash: { label: 'payCash', detail: 'payCashDetail' },
  card_on_delivery: { label: 'payCardOnDelivery', detail: 'payCardOnDeliveryDetail' },
  online: { label: 'payOnline', detail: 'payOnlineDetail' },
  credit: { label: 'payCredit', detail: 'payCreditDetail' },
};

/**
 * How the shopper pays; online sends them to the provider's page after ordering (a full redirect),
 * credit asks for its program and term. `total`: the order's, delivery included (null until priced).
 */
export function PaymentField({ total, currency }: { total: number | null; currency: string }) {
  const t = useCartT();
  const [methods, method, edit] = useUnit([$paymentMethods, $paymentMethod, draftEdited]);
  return (
    <section className="mfc-section" aria-labelledby="mfc-payment-title">
      <h2 id="mfc-payment-title">{t('paymentMethodTitle')}</h2>
      <ChoiceGroup
        field="payment_method"
        legend={t('paymentMethod')}
        choices={methods.map((value) => ({ value, label: t(TEXTS[value].label), detail: t(TEXTS[value].detail) }))}
        value={method}
        onChange={(value) => edit({ payment: value })}
        testId="payment-method"
      />
      {methods.includes('card_on_delivery') ? null : <p className="mfc-muted">{t('payCardsRefused')}</p>}
      {method === 'credit' ? <CheckoutCredit total={total} currency={currency} /> : null}
    </section>
  );
}
