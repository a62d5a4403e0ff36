import { useUnit } from 'effector-react';
import type { Cart } from '@vitrina/contract';
import { $locale } from '@vitrina/events';
import { Link } from '@vitrina/router';
import { CartLines } from '../../../entities/cart/index.ts';
import { $formErrors } from '../../../entities/checkout-draft/index.ts';
import { PlaceOrder } from '../../../features/checkout-submit/index.ts';
import { LoyaltyCheckbox } from '../../../features/loyalty-toggle/index.ts';
import { PrescriptionCheckbox } from '../../../features/prescription-confirm/index.ts';
import { PromoForm } from '../../../features/promo-code/index.ts';
import { useCartT } from '../../../shared/ui/use-cart-t.ts';
import { CheckoutTotals } from './CheckoutTotals.tsx';

/**
 * The order beside the form: its lines with the choices they still offer (pay with points, confirm
 * a prescription) and their problems (the last validation's, or the refused order's; quantities are
 * changed in the cart, a link away), the promo code, the sums, and the order button (the form's own submit, by its `form` attribute: the promo
 * code is a form of its own, and forms do not nest).
 */
export function CheckoutSummary({ cart, formId }: { cart: Cart; formId: string }) {
  const t = useCartT();
  const [locale, formErrors] = useUnit([$locale, $formErrors]);
  return (
    <aside className="mfc-side" aria-labelledby="mfc-summary-title" data-testid="checkout-summary">
      <h2 id="mfc-summary-title">{t('summaryTitle')}</h2>
      <CartLines
        cart={cart}
        locale={locale}
        moreErrors={formErrors?.products}
        className="mfc-summary-lines"
        controls={(line) => <span className="mfc-muted">{t('summaryCount', { count: line.count })}</span>}
        options={(line) => (
          <>
            <LoyaltyCheckbox line={line} />
            <PrescriptionCheckbox line={line} />
          </>
        )}
      />
      <Link to={`/${locale}/cart`} data-testid="checkout-edit-cart">
        {t('summaryEditCart')}
      </Link>
      <PromoForm applied={cart.promo_code} />
      <CheckoutTotals cart={cart} />
      <PlaceOrder form={formId} />
    </aside>
  );
}
