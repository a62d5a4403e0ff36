import { useUnit } from 'effector-react';
import { $openModal, $pendingCartIntents, $pendingQuoteIntents } from '@vitrina/events';
import { RemoteWidget } from '../app/RemoteWidget.tsx';

/** The bus ids of mf-cart-checkout's windows share this prefix (CART_DRAWER is one). */
const CART_WINDOW_PREFIX = 'cart:';

/**
 * mf-cart-checkout's headless `cart` widget, on pages of every remote: it answers the buy buttons'
 * intent on the bus, keeps the header's cart count, and draws the cart drawer and the
 * associated-products window. Like the account's widget it loads once the browser is idle, and at
 * once when the shopper opens one of its windows (the header's cart link), so the drawer is not
 * left empty, or presses a buy or quote button before then (the press waits on the bus until it is
 * there).
 */
export function CartSlot() {
  const [openModal, pending, pendingQuotes] = useUnit([$openModal, $pendingCartIntents, $pendingQuoteIntents]);
  const wanted = !!openModal?.startsWith(CART_WINDOW_PREFIX) || pending.length > 0 || pendingQuotes.length > 0;
  return <RemoteWidget remote="cart-checkout" name="cart" quiet idle={!wanted} />;
}
