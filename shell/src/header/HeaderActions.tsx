import { Link } from '@vitrina/router';
import { useUnit } from 'effector-react';
import { $cart, $compare, $favorites } from '@vitrina/events';
import { useLocale } from '../app/use-locale.ts';
import { useShellT } from '../i18n/use-shell-t.ts';
import { Icon } from '../shared/icons.tsx';

/**
 * The count badge is drawn by CSS from `data-count` (with empty alternative text), so it adds no
 * text: the link's text and accessible name stay exactly its label ("Cart: 2").
 */
export function CountBadge({ count }: { count: number }) {
  return count > 0 ? (
    <span className="badge" data-count={count > 99 ? '99+' : String(count)} aria-hidden="true" />
  ) : null;
}

/** Favourites, compare and cart with their counts from the bus, and the account link. */
export function HeaderActions() {
  const t = useShellT();
  const locale = useLocale();
  const [cart, favorites, compare] = useUnit([$cart, $favorites, $compare]);
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
      <Link to={`/${locale}/cart`} className="action" data-testid="header-cart">
        <Icon name="cart" />
        <span className="sr-only">{t('cartCount', { count: cart.count })}</span>
        <CountBadge count={cart.count} />
      </Link>
      <Link to={`/${locale}/account`} className="action action-account">
        <Icon name="user" />
        <span className="sr-only">{t('account')}</span>
      </Link>
    </div>
  );
}
