import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { Link } from '@vitrina/router';
import type { Cart } from '@vitrina/contract';
import { $locale } from '@vitrina/events';
import type { Locale } from '@vitrina/events';
import { StateView } from '@vitrina/ui';
import { $cart, $cartLoad, CartLines, CartTotals, cartOpened, cartViewState } from '../../../entities/cart/index.ts';
import { BulkOrderButton, BulkOrderModal } from '../../../features/bulk-order/index.ts';
import { QuantityControl } from '../../../features/change-quantity/index.ts';
import { LoyaltyCheckbox } from '../../../features/loyalty-toggle/index.ts';
import { PrescriptionCheckbox } from '../../../features/prescription-confirm/index.ts';
import { PromoForm } from '../../../features/promo-code/index.ts';
import { RemoveButton } from '../../../features/remove-line/index.ts';
import { usePageHead } from '../../../shared/lib/page-head.ts';
import { useCartT } from '../../../shared/ui/use-cart-t.ts';
import { useStateTexts } from '../../../shared/ui/use-state-texts.ts';

function CartContent({ cart, locale }: { cart: Cart; locale: Locale }) {
  const t = useCartT();
  return (
    <div className="mfc-page">
      <div>
        <p className="mfc-muted" data-testid="cart-count">
          {t('itemsCount', { count: cart.products.length })}
        </p>
        <CartLines
          cart={cart}
          locale={locale}
          invalidTestId="cart-invalid"
          controls={(line) => (
            <>
              <QuantityControl line={line} />
              <RemoveButton line={line} />
            </>
          )}
          options={(line) => (
            <>
              <LoyaltyCheckbox line={line} />
              <PrescriptionCheckbox line={line} />
            </>
          )}
        />
      </div>
      <aside className="mfc-side" aria-label={t('totalPrice')}>
        <PromoForm applied={cart.promo_code} />
        <CartTotals cart={cart} locale={locale} />
        <Link className="mfc-link-button" to={`/${locale}/cart/checkout`} data-testid="cart-checkout">
          {t('toCheckout')}
        </Link>
      </aside>
    </div>
  );
}

/**
 * /{lang}/cart: the lines with every choice they offer, the promo code, the server's sums, and the
 * bulk order window (offered in every state: a B2B shopper often starts it from an empty cart).
 */
export function CartPage() {
  const t = useCartT();
  usePageHead('cartTitle');
  const [cart, load, locale, opened] = useUnit([$cart, $cartLoad, $locale, cartOpened]);
  useEffect(() => {
    opened();
  }, [opened]);
  const texts = useStateTexts();
  return (
    <section data-testid="cart-page">
      <div className="mfc-head">
        <h1>{t('cartTitle')}</h1>
        <BulkOrderButton />
      </div>
      <StateView
        state={cartViewState(cart, load)}
        texts={texts}
        onRetry={opened}
        emptyHeading="h2"
        emptyTestId="cart-empty"
        emptyAction={
          <Link className="mfc-link-button" to={`/${locale}`}>
            {t('toCatalogue')}
          </Link>
        }
      >
        {cart ? <CartContent cart={cart} locale={locale} /> : null}
      </StateView>
      <BulkOrderModal />
    </section>
  );
}
