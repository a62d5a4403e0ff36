import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { Link, useNavigate, useSearchParams } from '@vitrina/router';
import { $auth, $locale, $siteSettings, LOGIN_MODAL, modalOpened } from '@vitrina/events';
import { Button, StateView } from '@vitrina/ui';
import { $cart, $cartLoad, cartOpened, cartViewState } from '../../../entities/cart/index.ts';
import { $placed } from '../../../features/checkout-submit/index.ts';
import { usePageHead } from '../../../shared/lib/page-head.ts';
import { useCartT } from '../../../shared/ui/use-cart-t.ts';
import { useStateTexts } from '../../../shared/ui/use-state-texts.ts';
import { checkoutLeft, checkoutOpened } from '../model/checkout-model.ts';
import { checkoutAsked, creditAskOf } from '../model/credit-ask.ts';
import { CheckoutForm } from './CheckoutForm.tsx';
import { CheckoutStyles } from './CheckoutStyles.tsx';

/** A shop that takes orders from its customers only: a guest is asked to sign in first. */
function SignInFirst() {
  const t = useCartT();
  const open = useUnit(modalOpened);
  return (
    <div className="mfc-success" data-testid="checkout-sign-in">
      <p>{t('signInToOrder')}</p>
      <Button onClick={() => open(LOGIN_MODAL)}>{t('signIn')}</Button>
    </div>
  );
}

/**
 * /{lang}/cart/checkout: the form and the order (spec 4, "Order"). An empty cart says so with the
 * way to the catalogue; once the order is made the page says where the shopper is going next (the
 * provider's payment page, or the order's success page).
 */
export function CheckoutPage() {
  const t = useCartT();
  usePageHead('checkoutTitle');
  const [cart, load, locale, auth, settings, placed] = useUnit([
    $cart,
    $cartLoad,
    $locale,
    $auth,
    $siteSettings,
    $placed,
  ]);
  const [opened, left, asked, retry] = useUnit([checkoutOpened, checkoutLeft, checkoutAsked, cartOpened]);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const texts = useStateTexts();
  const query = search.toString();
  useEffect(() => {
    opened();
    // The URL's credit (the credit window's link) stands over the stored form read back on opening.
    asked(creditAskOf(new URLSearchParams(query)));
    return () => left();
  }, [opened, asked, left, query]);
  useEffect(() => {
    if (placed && placed.payUrl === null)
      navigate(`/${locale}/cart/success?order=${placed.orderId}`, { replace: true });
  }, [placed, locale, navigate]);
  const guestRefused = settings?.is_registration_required_for_order === true && !auth.isAuth;
  return (
    <section data-testid="checkout-page">
      <CheckoutStyles />
      <h1>{t('checkoutTitle')}</h1>
      {placed ? (
        <p role="status" data-testid="checkout-placed">
          {placed.payUrl ? t('toPayment', { number: placed.orderId }) : t('orderPlaced', { number: placed.orderId })}
        </p>
      ) : guestRefused ? (
        <SignInFirst />
      ) : (
        <StateView
          state={cartViewState(cart, load)}
          texts={texts}
          onRetry={retry}
          emptyHeading="h2"
          emptyTestId="checkout-empty"
          emptyAction={
            <Link className="mfc-link-button" to={`/${locale}`}>
              {t('toCatalogue')}
            </Link>
          }
        >
          {cart ? <CheckoutForm cart={cart} /> : null}
        </StateView>
      )}
    </section>
  );
}
