import { useUnit } from 'effector-react';
import { $locale, PRODUCT_WINDOWS } from '@vitrina/events';
import { OrderSummary } from '../../../entities/order/index.ts';
import { QUICK_ORDER_FIELDS } from '../../../shared/lib/quick-order.ts';
import { $shopperContact } from '../../../entities/shopper/index.ts';
import { ContactForm } from '../../../shared/ui/ContactForm.tsx';
import { OrderDone } from '../../../shared/ui/OrderDone.tsx';
import { WindowBody, WindowModal } from '../../../shared/ui/ProductWindow.tsx';
import type { WindowProduct } from '../../../shared/ui/ProductWindow.tsx';
import { useCartT } from '../../../shared/ui/use-cart-t.ts';
import { PRE_ORDER_DONE_MODAL, preOrder } from '../model/pre-order-model.ts';

/** The pre-order window's content: the product at today's price, a name and a phone, and the button. */
export function PreOrder({ product }: { product: WindowProduct | null }) {
  const t = useCartT();
  const [subject, contact] = useUnit([preOrder.$subject, $shopperContact]);
  return (
    <WindowBody product={product} quantity={subject?.quantity} testId="pre-order-window">
      <p>{t('preOrderIntro')}</p>
      <ContactForm
        form={preOrder.form}
        fields={QUICK_ORDER_FIELDS}
        prescription={!!subject?.prescription}
        order
        submitText={t('preOrderSubmit')}
        testId="pre-order-form"
        prefill={contact}
      />
    </WindowBody>
  );
}

/** Pre-order success: the number, the call when the product arrives, and the order as priced today. */
export function PreOrderDone() {
  const t = useCartT();
  const [order, locale] = useUnit([preOrder.form.$answer, $locale]);
  return (
    <OrderDone testId="pre-order-done">
      {order ? (
        <>
          <p role="status">{t('preOrderDone', { number: order.id, phone: order.contact.phone })}</p>
          {order.contact.email ? <p>{t('orderMailSent', { email: order.contact.email })}</p> : null}
          <OrderSummary order={order} locale={locale} />
        </>
      ) : null}
    </OrderDone>
  );
}

export function PreOrderWindows({ product }: { product: WindowProduct | null }) {
  const t = useCartT();
  return (
    <>
      <WindowModal id={PRODUCT_WINDOWS.pre_order} title={t('preOrderTitle')}>
        <PreOrder product={product} />
      </WindowModal>
      <WindowModal id={PRE_ORDER_DONE_MODAL} title={t('preOrderDoneTitle')}>
        <PreOrderDone />
      </WindowModal>
    </>
  );
}
