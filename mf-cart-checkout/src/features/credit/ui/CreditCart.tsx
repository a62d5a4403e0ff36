import { useUnit } from 'effector-react';
import { Link } from '@vitrina/router';
import { $locale, modalClosed } from '@vitrina/events';
import { Button } from '@vitrina/ui';
import { useCartT } from '../../../shared/ui/use-cart-t.ts';
import { $choice, $programs } from '../model/credit-model.ts';
import { $creditCartAdd, creditCartPressed } from '../model/request-model.ts';

/** The lender whose programs are ordered through the cart (general/iute-credit/create-order). */
const CART_LENDER = 'iute';

/** Only for a lender whose credit the checkout orders; the checkout is a page of its own. */
export function CreditCart() {
  const t = useCartT();
  const [programs, choice, added, locale, add, close] = useUnit([
    $programs,
    $choice,
    $creditCartAdd,
    $locale,
    creditCartPressed,
    modalClosed,
  ]);
  const program = programs.find((one) => one.id === choice?.programId);
  if (!program || !choice || program.lender !== CART_LENDER) return null;
  const checkout = `/${locale}/cart/checkout?payment=credit&program_id=${program.id}&months=${choice.months}`;
  return (
    <section className="mfc-pw-section" aria-labelledby="mfc-credit-cart" data-testid="credit-cart">
      <h3 id="mfc-credit-cart">{t('creditCartTitle')}</h3>
      <p>{t('creditCartText', { lender: program.lender_name })}</p>
      {added === 'added' ? (
        <>
          <p role="status">{t('creditCartAdded')}</p>
          <Link className="mfc-link-button" to={checkout} onClick={() => close()} data-testid="credit-checkout">
            {t('creditToCheckout')}
          </Link>
        </>
      ) : (
        <Button variant="secondary" aria-disabled={added === 'adding'} onClick={() => add()}>
          {t('creditCartAdd')}
        </Button>
      )}
      {added === 'failed' ? (
        <p className="mfc-alert" role="alert">
          {t('creditCartFailed')}
        </p>
      ) : null}
    </section>
  );
}
