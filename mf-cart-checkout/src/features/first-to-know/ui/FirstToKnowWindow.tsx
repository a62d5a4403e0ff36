import { useUnit } from 'effector-react';
import { PRODUCT_WINDOWS } from '@vitrina/events';
import { $shopperContact } from '../../../entities/shopper/index.ts';
import { ContactForm } from '../../../shared/ui/ContactForm.tsx';
import { OrderDone } from '../../../shared/ui/OrderDone.tsx';
import { WindowBody, WindowModal } from '../../../shared/ui/ProductWindow.tsx';
import type { WindowProduct } from '../../../shared/ui/ProductWindow.tsx';
import { useCartT } from '../../../shared/ui/use-cart-t.ts';
import { FIRST_TO_KNOW_DONE_MODAL, firstToKnowForm } from '../model/first-to-know-model.ts';

const FIELDS = ['email'] as const;

/** The first-to-know window's content: the product, the address to write to, and the button. */
export function FirstToKnow({ product }: { product: WindowProduct | null }) {
  const t = useCartT();
  const contact = useUnit($shopperContact);
  return (
    <WindowBody product={product} testId="first-to-know-window">
      <p>{t('firstToKnowIntro')}</p>
      <ContactForm
        form={firstToKnowForm}
        fields={FIELDS}
        emailRequired
        submitText={t('firstToKnowSubmit')}
        testId="first-to-know-form"
        prefill={contact}
      />
    </WindowBody>
  );
}

/** First-to-know success: where the letter will go (the window's head names the product). */
export function FirstToKnowDone({ product }: { product: WindowProduct | null }) {
  const t = useCartT();
  const subscribed = useUnit(firstToKnowForm.$answer);
  return (
    <WindowBody product={product} testId="first-to-know-done">
      <OrderDone testId="first-to-know-letter">
        {subscribed ? <p role="status">{t('firstToKnowDone', { email: subscribed.email })}</p> : null}
      </OrderDone>
    </WindowBody>
  );
}

export function FirstToKnowWindows({ product }: { product: WindowProduct | null }) {
  const t = useCartT();
  return (
    <>
      <WindowModal id={PRODUCT_WINDOWS.first_to_know} title={t('firstToKnowTitle')}>
        <FirstToKnow product={product} />
      </WindowModal>
      <WindowModal id={FIRST_TO_KNOW_DONE_MODAL} title={t('firstToKnowDoneTitle')}>
        <FirstToKnowDone product={product} />
      </WindowModal>
    </>
  );
}
