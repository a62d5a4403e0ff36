import { Link } from '@vitrina/router';
import { useUnit } from 'effector-react';
import { $cart, $favorites } from '@vitrina/events';
import { localePath } from '../app/language-paths.ts';
import { useLocale } from '../app/use-locale.ts';
import { useShellT } from '../i18n/use-shell-t.ts';
import { Icon } from '../shared/icons.tsx';
import { $settings } from '../settings/model.ts';
import { viewVariants } from '../theme/view-variants.ts';
import { CountBadge } from './HeaderActions.tsx';
import { mobileMenuOpened } from './model.ts';

/**
 * The bottom bar at 1024 px and narrower, unless the settings' mobile bar type is mobileBar_hide.
 * Visible labels stay in the accessible name; the counts are added for screen readers only.
 */
export function BottomBar() {
  const t = useShellT();
  const locale = useLocale();
  const [settings, cart, favorites, openMenu] = useUnit([$settings, $cart, $favorites, mobileMenuOpened]);
  if (viewVariants(settings).mobileBar === 'mobileBar_hide') return null;
  return (
    <nav className="bottom-bar mobile-only" aria-label={t('bottomBar')}>
      <Link to={localePath(locale, '/')} className="bar-item">
        <Icon name="home" />
        <span>{t('home')}</span>
      </Link>
      <button type="button" className="bar-item" aria-haspopup="dialog" onClick={() => openMenu('catalog')}>
        <Icon name="grid" />
        <span>{t('catalogTab')}</span>
      </button>
      <Link to={`/${locale}/favorites`} className="bar-item">
        <Icon name="heart" />
        <span aria-hidden="true">{t('favorites')}</span>
        <span className="sr-only">{t('favoritesCount', { count: favorites.count })}</span>
        <CountBadge count={favorites.count} />
      </Link>
      <Link to={`/${locale}/cart`} className="bar-item">
        <Icon name="cart" />
        <span aria-hidden="true">{t('cart')}</span>
        <span className="sr-only">{t('cartCount', { count: cart.count })}</span>
        <CountBadge count={cart.count} />
      </Link>
      <button type="button" className="bar-item" aria-haspopup="dialog" onClick={() => openMenu('menu')}>
        <Icon name="menu" />
        <span>{t('menu')}</span>
      </button>
    </nav>
  );
}
