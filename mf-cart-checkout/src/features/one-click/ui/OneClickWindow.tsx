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
import { ONE_CLICK_DONE_MODAL, oneClick } from '../model/one-click-model.ts';

/** The one-click window's content: the product, a name and a phone, and the order button. */
export function OneClick({ product }: { product: WindowProduct | null }) {
  const t = useCartT();
  const [subject, contact] = useUnit([oneClick.$subject, $shopperContact]);
  return (
    <WindowBody product={product} quantity={subject?.quantity} testId="one-click-window">
      <p>{t('oneClickIntro')}</p>
      <ContactForm
        form={oneClick.form}
        fields={QUICK_ORDER_FIELDS}
        prescription={!!subject?.prescription}
        order
        submitText={t('oneClickSubmit')}
        testId="one-click-form"
        prefill={contact}
      />
    </WindowBody>
  );
}

/** One-click success: the order's number, who calls whom, and the order as the server priced it. */
export function OneClickDone() {
  const t = useCartT();
  const [order, locale] = useUnit([oneClick.form.$answer, $locale]);
  return (
    <OrderDone testId="one-click-done">
      {order ? (
        <>
          <p role="status">{t('oneClickDone', { number: order.id, phone: order.contact.phone })}</p>
          {order.contact.email ? <p>{t('orderMailSent', { email: order.contact.email })}</p> : null}
          <OrderSummary order={order} locale={locale} />
        </>
      ) : null}
    </OrderDone>
  );
}

export function OneClickWindows({ product }: { product: WindowProduct | null }) {
  const t = useCartT();
  return (
    <>
      <WindowModal id={PRODUCT_WINDOWS.one_click} title={t('oneClickTitle')}>
        <OneClick product={product} />
      </WindowModal>
      <WindowModal id={ONE_CLICK_DONE_MODAL} title={t('oneClickDoneTitle')}>
        <OneClickDone />
      </WindowModal>
    </>
  );
}
