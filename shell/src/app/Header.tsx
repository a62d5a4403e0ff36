import { Link, useLocation } from 'react-router-dom';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $cart } from '@vitrina/events';
import type { Locale } from '@vitrina/events';
import { splitLocale } from '../routes/remote-routes.ts';
import { useSite } from './site.ts';

export function Header({ locale }: { locale: Locale }) {
  const site = useSite();
  const { t } = useTranslation('shell');
  const cart = useUnit($cart);
  const { pathname } = useLocation();
  const inner = splitLocale(pathname)?.path ?? '/';
  const to = (path: string) => `/${locale}${path}`;
  return (
    <header className="site-header">
      <Link to={to('/')} className="brand" data-testid="brand">
        {site.title}
      </Link>
      <nav aria-label={t('catalog')}>
        <Link to={to('/catalog')}>{t('catalog')}</Link>
        <Link to={to('/page/about')}>{t('about')}</Link>
        <Link to={to('/adverts')}>{t('adverts')}</Link>
        <Link to={to('/account')}>{t('account')}</Link>
        <Link to={to('/cart')} data-testid="header-cart">
          {t('cartCount', { count: cart.count })}
        </Link>
      </nav>
      {/* Full page loads on purpose: a new locale reloads settings and texts from the server. */}
      <nav aria-label={t('language')} className="langs">
        {site.langs.map((lang) => (
          <a key={lang} href={`/${lang}${inner === '/' ? '/' : inner}`} aria-current={lang === locale ? 'true' : undefined}>
            {lang.toUpperCase()}
          </a>
        ))}
      </nav>
    </header>
  );
}
