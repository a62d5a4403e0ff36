import type { MouseEvent } from 'react';
import { Link, useLocation } from '@vitrina/router';
import { useUnit } from 'effector-react';
import { $auth, $cart, $compare, $favorites, CART_DRAWER, LOGIN_MODAL, modalOpened } from '@vitrina/events';
import { useLocale } from '../app/use-locale.ts';
import { useShellT } from '../i18n/use-shell-t.ts';
import { Icon } from '../shared/icons.tsx';
import { MyAdvertsLink } from './MyAdvertsLink.tsx';

/**
 * The count badge is drawn by CSS from `data-count` (with empty alternative text), so it adds no
 * text: the link's text and accessible name stay exactly its label ("Cart: 2").
 */
export function CountBadge({ count }: { count: number }) {
  return count > 0 ? (
    <span className="badge" data-count={count > 99 ? '99+' : String(count)} aria-hidden="true" />
  ) : null;
}

/**
 * The account entry: a signed-in shopper's link to the cabinet; for a guest, the button that opens
 * mf-account's sign-in window (a link to the cabinet would only bounce off the guard to `?login=true`).
 */
function AccountAction() {
  const t = useShellT();
  const locale = useLocale();
  const [auth, openModal] = useUnit([$auth, modalOpened]);
  if (auth.isAuth)
    return (
      <Link to={`/${locale}/cabinet`} className="action action-account" data-testid="header-account">
        <Icon name="user" />
        <span className="sr-only">{t('account')}</span>
      </Link>
    );
  return (
    <button
      type="button"
      className="action action-account"
      data-testid="header-sign-in"
      onClick={() => openModal(LOGIN_MODAL)}
    >
      <Icon name="user" />
      <span className="sr-only">{t('signIn')}</span>
    </button>
  );
}

/** A click the browser should handle itself: a new tab or window, a download. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * The cart entry: a link to the cart page, which works without JavaScript; with it, a plain click
 * opens mf-cart-checkout's drawer over the page instead (on the cart page itself the link stays a
 * link: the cart is already in front of the shopper).
 */
function CartAction() {
  const t = useShellT();
  const locale = useLocale();
  const { pathname } = useLocation();
  const [cart, openModal] = useUnit([$cart, modalOpened]);
  const cartPath = `/${locale}/cart`;
  const onClick = (event: MouseEvent) => {
    if (opensElsewhere(event) || pathname === cartPath) return;
    event.preventDefault();
    openModal(CART_DRAWER);
  };
  return (
    <Link to={cartPath} className="action" data-testid="header-cart" onClick={onClick}>
      <Icon name="cart" />
      <span className="sr-only">{t('cartCount', { count: cart.count })}</span>
      <CountBadge count={cart.count} />
    </Link>
  );
}

/** Favourites, compare and cart with their counts from the bus, and the account entries. */
export function HeaderActions() {
  const t = useShellT();
  const locale = useLocale();
  const [favorites, compare] = useUnit([$favorites, $compare]);
  return (
    <div className="header-actions">
      <Link to={`/${locale}/favorites`} className="action">
        <Icon name="heart" />
        <span className="sr-only">{t('favoritesCount', { count: favorites.count })}</span>
        <CountBadge count={favorites.count} />
      </Link>
      <Link to={`/${locale}/compare`} className="action">
        <Icon name="compare" />
        <span className="sr-only">{t('compareCount', { count: compare.count })}</span>
        <CountBadge count={compare.count} />
      </Link>
      <CartAction />
      <MyAdvertsLink />
      <AccountAction />
    </div>
  );
}
