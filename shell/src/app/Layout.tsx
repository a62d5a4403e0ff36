import { Outlet, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@vitrina/events';
import { Header } from './Header.tsx';
import { Notices } from './Notices.tsx';
import { useSite } from './site.ts';

/** The frame every page shares: header, the remote's area, notifications, footer. */
export function Layout() {
  const site = useSite();
  const { t } = useTranslation('shell');
  const locale = (useParams().lang ?? site.mainLang) as Locale;
  return (
    <div className="layout" data-brand={site.brand}>
      <Header locale={locale} />
      <main id="main">
        <Outlet />
      </main>
      <Notices />
      <footer className="site-footer">
        © {site.title}. {t('footer')}
      </footer>
    </div>
  );
}
