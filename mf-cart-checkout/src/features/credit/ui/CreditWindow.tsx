import { useUnit } from 'effector-react';
import { $locale, PRODUCT_WINDOWS } from '@vitrina/events';
import { formatPrice } from '@vitrina/domain';
import { Button, Field } from '@vitrina/ui';
import { $shopperContact } from '../../../entities/shopper/index.ts';
import { ContactForm } from '../../../shared/ui/ContactForm.tsx';
import { OrderDone } from '../../../shared/ui/OrderDone.tsx';
import { WindowBody, WindowModal } from '../../../shared/ui/ProductWindow.tsx';
import type { WindowProduct } from '../../../shared/ui/ProductWindow.tsx';
import { useCartT } from '../../../shared/ui/use-cart-t.ts';
import {
  $calculation,
  $creditFilials,
  $creditLoad,
  $creditSubject,
  $programs,
  creditLoadRetried,
} from '../model/credit-model.ts';
import { CREDIT_DONE_MODAL, creditRequestForm, FILIAL_FIELD } from '../model/request-model.ts';
import { CreditCart } from './CreditCart.tsx';
import { CreditTerms } from './CreditTerms.tsx';

const FIELDS = ['name', 'phone', 'email'] as const;

/** The credit window's content (spec: credit modal): the terms, then a credit request or the cart. */
export function Credit({ product }: { product: WindowProduct | null }) {
  const t = useCartT();
  const [load, programs, subject, retry] = useUnit([$creditLoad, $programs, $creditSubject, creditLoadRetried]);
  return (
    <WindowBody product={product} quantity={subject?.quantity} testId="credit-window">
      {load === 'loading' ? <p role="status">{t('creditCalculating')}</p> : null}
      {load === 'failed' ? (
        <p className="mfc-alert" role="alert">
          {t('creditLoadFailed')}{' '}
          <Button variant="secondary" onClick={() => retry()}>
            {t('creditRetry')}
          </Button>
        </p>
      ) : null}
      {load === 'ready' && programs.length === 0 ? <p data-testid="credit-none">{t('creditNone')}</p> : null}
      {load === 'ready' && programs.length > 0 ? (
        <>
          <CreditTerms />
          <CreditRequest />
          <CreditCart />
        </>
      ) : null}
    </WindowBody>
  );
}

function CreditRequest() {
  const t = useCartT();
  const [filials, contact] = useUnit([$creditFilials, $shopperContact]);
  return (
    <section className="mfc-pw-section" aria-labelledby="mfc-credit-request">
      <h3 id="mfc-credit-request">{t('creditRequestTitle')}</h3>
      <ContactForm
        form={creditRequestForm}
        fields={FIELDS}
        submitText={t('creditRequestSubmit')}
        testId="credit-request-form"
        prefill={contact}
      >
        {filials.length > 0 ? (
          <Field name={FILIAL_FIELD} label={t('creditFilial')}>
            {(control) => (
              <select {...control} defaultValue="">
                <option value="">{t('creditFilialAny')}</option>
                {filials.map((filial) => (
                  <option key={filial.id} value={filial.id}>{`${filial.name}, ${filial.address}`}</option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
      </ContactForm>
    </section>
  );
}

/** Credit success: the request's number and the server's sums for it. */
export function CreditDone() {
  const t = useCartT();
  const [request, calculation, locale] = useUnit([creditRequestForm.$answer, $calculation, $locale]);
  const money = (amount: number) => formatPrice(amount, calculation?.currency ?? '', locale);
  return (
    <OrderDone testId="credit-done">
      {request ? (
        <p role="status">
          {t('creditDone', {
            number: request.id,
            monthly: money(request.monthly_payment),
            total: money(request.total),
          })}
        </p>
      ) : null}
    </OrderDone>
  );
}

export function CreditWindows({ product }: { product: WindowProduct | null }) {
  const t = useCartT();
  return (
    <>
      <WindowModal id={PRODUCT_WINDOWS.credit} title={t('creditTitle')}>
        <Credit product={product} />
      </WindowModal>
      <WindowModal id={CREDIT_DONE_MODAL} title={t('creditDoneTitle')}>
        <CreditDone />
      </WindowModal>
    </>
  );
}
