import { useRef } from 'react';
import { useUnit } from 'effector-react';
import type { Cart } from '@vitrina/contract';
import { ContactFields, OrderNotes } from '../../../features/checkout-contact/index.ts';
import { DeliveryFields } from '../../../features/checkout-delivery/index.ts';
import { PaymentField } from '../../../features/checkout-payment/index.ts';
import { useCartT } from '../../../shared/ui/use-cart-t.ts';
import { orderPressed } from '../model/order-model.ts';
import { $orderTotal } from '../model/order-total.ts';
import { CheckoutSummary } from './CheckoutSummary.tsx';
import { useErrorFocus } from './use-error-focus.ts';

const FORM_ID = 'mfc-checkout-form';

/**
 * The checkout: the form's questions in order (contact, delivery, payment, notes), the order beside
 * them. The form checks itself (noValidate: the browser's bubbles would say it differently from the
 * server's refusals, which land at the same fields).
 */
export function CheckoutForm({ cart }: { cart: Cart }) {
  const t = useCartT();
  const [press, total] = useUnit([orderPressed, $orderTotal]);
  const form = useRef<HTMLFormElement>(null);
  useErrorFocus(form);
  return (
    <div className="mfc-page">
      <form
        id={FORM_ID}
        ref={form}
        className="mfc-checkout"
        noValidate
        aria-label={t('checkoutFormLabel')}
        data-testid="checkout-form"
        onSubmit={(event) => {
          event.preventDefault();
          press();
        }}
      >
        <ContactFields />
        <DeliveryFields />
        <PaymentField total={total} currency={cart.currency} />
        <OrderNotes />
      </form>
      <CheckoutSummary cart={cart} formId={FORM_ID} />
    </div>
  );
}
