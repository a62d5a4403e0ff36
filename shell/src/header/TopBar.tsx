import { useShellT } from '../i18n/use-shell-t.ts';
import { BrandedLinks } from './BrandedLinks.tsx';
import { CityButton } from './CityButton.tsx';
import { HeaderLinks } from './HeaderLinks.tsx';
import { LanguagePanel } from './LanguagePanel.tsx';
import { PhoneLink } from './PhoneLink.tsx';

/** The thin bar above the header (desktop): phone, the city, the shop's pages, branded links, language. */
export function TopBar() {
  const t = useShellT();
  return (
    <div className="top-bar desktop-only">
      <PhoneLink />
      <CityButton />
      <nav aria-label={t('headerLinks')} className="top-links">
        <HeaderLinks mobile={false} className="link-row" />
        <BrandedLinks className="link-row" />
      </nav>
      <LanguagePanel />
    </div>
  );
}
