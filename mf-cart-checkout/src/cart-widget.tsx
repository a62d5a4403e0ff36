import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { cartStarted } from './entities/cart/index.ts';
import { AssociatedModal } from './features/add-to-cart/index.ts';
import { useCartSocket } from './features/cart-sync/index.ts';
import { CartDrawer } from './widgets/cart-drawer/index.ts';
import { ProductWindowsSlot } from './widgets/product-windows/index.ts';

/**
 * The shell mounts this on every page (headless until a window opens): it answers the bus's buy
 * intent, keeps the header's count, and draws the cart drawer and the associated-products window
 * through the shell's modal host, and keeps a signed-in shopper's tabs in step (cart-sync). It starts in the browser only (an effect), so server and browser
 * render the same (nothing). The product page's windows (one-click, pre-order, first-to-know,
 * credit, stores) are drawn here too, from a chunk loaded when the bus first asks for one.
 */
export function CartWidget() {
  const started = useUnit(cartStarted);
  useCartSocket();
  useEffect(() => {
    started();
  }, [started]);
  return (
    <>
      <CartDrawer />
      <AssociatedModal />
      <ProductWindowsSlot />
    </>
  );
}
