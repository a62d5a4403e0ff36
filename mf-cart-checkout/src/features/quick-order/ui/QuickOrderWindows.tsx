import { useUnit } from 'effector-react';
import { $locale, PRODUCT_WINDOWS } from '@vitrina/events';
import { OrderSummary } from '../../../entities/order/index.ts';
import { $shopperContact } from '../../../entities/shopper/index.ts';
import { QUICK_ORDER_FIELDS } from '../../../shared/lib/quick-order.ts';
import { ContactForm } from '../../../shared/ui/ContactForm.tsx';
import { OrderDone } from '../../../shared/ui/OrderDone.tsx';
import { WindowBody, WindowModal } from '../../../shared/ui/ProductWindow.tsx';
import type { WindowProduct } from '../../../shared/ui/ProductWindow.tsx';
import { useCartT } from '../../../shared/ui/use-cart-t.ts';
import { ONE_CLICK_DONE_MODAL, oneClick, PRE_ORDER_DONE_MODAL, preOrder } from '../model/quick-orders.ts';

/** What tells the two quick orders' windows apart: the model, the bus ids, the texts and the test ids. */
interface QuickOrderKind {
  model: typeof oneClick;
  window: string;
  doneWindow: string;
  /** The prefix of the kind's texts (`oneClickTitle`, `preOrderDone`...). */
  texts: 'oneClick' | 'preOrder';
  testId: string;
}

const ONE_CLICK: QuickOrderKind = {
  model: oneClick,
  window: PRODUCT_WINDOWS.one_click,
  doneWindow: ONE_CLICK_DONE_MODAL,
  texts: 'oneClick',
  testId: 'one-click',
};
const PRE_ORDER: QuickOrderKind = {
  model: preOrder,
  window: PRODUCT_WINDOWS.pre_order,
  doneWindow: PRE_ORDER_DONE_MODAL,
  texts: 'preOrder',
  testId: 'pre-order',
};

/** A quick order's window content: the product, a name and a phone, and the order button. */
function QuickOrder({ kind, product }: { kind: QuickOrderKind; product: WindowProduct | null }) {
  const t = useCartT();
  const [subject, contact] = useUnit([kind.model.$subject, $shopperContact]);
  return (
    <WindowBody product={product} quantity={subject?.quantity} testId={`${kind.testId}-window`}>
      <p>{t(`${kind.texts}Intro`)}</p>
      <ContactForm
        form={kind.model.form}
        fields={QUICK_ORDER_FIELDS}
        prescription={!!subject?.prescription}
        order
        submitText={t(`${kind.texts}Submit`)}
        testId={`${kind.testId}-form`}
        prefill={contact}
      />
    </WindowBody>
  );
}

/** A quick order's success: the order's number, who calls whom, and the order as the server priced it. */
function QuickOrderDone({ kind }: { kind: QuickOrderKind }) {
  const t = useCartT();
  const [order, locale] = useUnit([kind.model.form.$answer, $locale]);
  return (
    <OrderDone testId={`${kind.testId}-done`}>
      {order ? (
        <>
          <p role="status">{t(`${kind.texts}Done`, { number: order.id, phone: order.contact.phone })}</p>
          {order.contact.email ? <p>{t('orderMailSent', { email: order.contact.email })}</p> : null}
          <OrderSummary order={order} locale={locale} />
        </>
      ) : null}
    </OrderDone>
  );
}

function QuickOrderWindows({ kind, product }: { kind: QuickOrderKind; product: WindowProduct | null }) {
  const t = useCartT();
  return (
    <>
      <WindowModal id={kind.window} title={t(`${kind.texts}Title`)}>
        <QuickOrder kind={kind} product={product} />
      </WindowModal>
      <WindowModal id={kind.doneWindow} title={t(`${kind.texts}DoneTitle`)}>
        <QuickOrderDone kind={kind} />
      </WindowModal>
    </>
  );
}

type ProductProps = { product: WindowProduct | null };

/** "Buy in one click": the window's content (a product in stock), its success, and both windows. */
export const OneClick = ({ product }: ProductProps) => <QuickOrder kind={ONE_CLICK} product={product} />;
export const OneClickDone = () => <QuickOrderDone kind={ONE_CLICK} />;
export const OneClickWindows = ({ product }: ProductProps) => <QuickOrderWindows kind={ONE_CLICK} product={product} />;

/** "Pre-order": the same for a product out of stock, at today's price. */
export const PreOrder = ({ product }: ProductProps) => <QuickOrder kind={PRE_ORDER} product={product} />;
export const PreOrderDone = () => <QuickOrderDone kind={PRE_ORDER} />;
export const PreOrderWindows = ({ product }: ProductProps) => <QuickOrderWindows kind={PRE_ORDER} product={product} />;
