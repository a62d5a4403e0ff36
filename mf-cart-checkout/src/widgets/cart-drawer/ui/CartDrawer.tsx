import { useUnit } from 'effector-react';
import { Link } from '@vitrina/router';
import { $locale, CART_DRAWER, modalClosed } from '@vitrina/events';
import { Button, Drawer, StateView } from '@vitrina/ui';
import { $cart, $cartLoad, CartLines, CartTotals, cartOpened, cartViewState } from '../../../entities/cart/index.ts';
import { QuantityControl } from '../../../features/change-quantity/index.ts';
import { RemoveButton } from '../../../features/remove-line/index.ts';
import { CartWindowStyles } from '../../../shared/ui/CartStyles.tsx';
import { useCartT } from '../../../shared/ui/use-cart-t.ts';
import { useStateTexts } from '../../../shared/ui/use-state-texts.ts';
import { $drawerPhase, drawerCloseRequested } from '../model/drawer-model.ts';

/**
 * The mini cart's content: the lines with their quantity and remove, the server's sums, and the
 * ways on (the cart page, where ordering will start; or back to shopping). A link followed inside
 * it closes it at once: the shopper is leaving for another page.
 */
export function CartDrawerContent() {
  const t = useCartT();
  const [cart, load, phase, locale] = useUnit([$cart, $cartLoad, $drawerPhase, $locale]);
  const [retry, close, leave] = useUnit([cartOpened, drawerCloseRequested, modalClosed]);
  const texts = useStateTexts();
  return (
    <div className="mfc-drawer" data-phase={phase} data-testid="cart-drawer">
      <StateView state={cartViewState(cart, load)} texts={texts} onRetry={retry} emptyHeading="h3">
        {cart ? (
          <CartLines
            cart={cart}
            locale={locale}
            controls={(line) => (
              <>
                <QuantityControl line={line} />
                <RemoveButton line={line} />
              </>
            )}
            onNavigate={() => leave()}
          />
        ) : null}
        {cart ? <CartTotals cart={cart} locale={locale} /> : null}
      </StateView>
      <div className="mfc-actions">
        {cart && cart.products.length > 0 ? (
          <>
            {/* The drawer slides out (300 ms) over the checkout as it opens. */}
            <Link
              className="mfc-link-button"
              to={`/${locale}/cart/checkout`}
              onClick={() => close()}
              data-testid="drawer-checkout"
            >
              {t('toCheckout')}
            </Link>
            <Link
              className="mfc-link-button"
              to={`/${locale}/cart`}
              onClick={() => leave()}
              data-testid="drawer-to-cart"
            >
              {t('toCart')}
            </Link>
          </>
        ) : null}
        <Button variant="secondary" onClick={() => close()} data-testid="drawer-continue">
          {t('continueShopping')}
        </Button>
      </div>
    </div>
  );
}

/** The mini cart along the page's end edge, in the shell's modal host while the bus says so. */
export function CartDrawer() {
  const t = useCartT();
  return (
    <Drawer id={CART_DRAWER} title={t('drawerTitle')}>
      <CartWindowStyles />
      <CartDrawerContent />
    </Drawer>
  );
}
