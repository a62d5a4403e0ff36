// The shop's header as the storefront draws it: the top bar (phone, pages, branded links,
// language), the logo, the catalogue and search buttons, the lists and the category row. Static
// markup here; the parts a shopper works (toggles, counts) are client components.
import { Link } from '#link';
import { Counted } from '../client/Counted.tsx';
import { Disclosure } from '../client/Disclosure.tsx';
import { ModalButton, ToggleButton } from '../client/buttons.tsx';
import { Icon } from '../Icon.tsx';
import { t } from '../texts.ts';
import type { Alternates, FrameData } from '../types.ts';
import { CategoryNav } from './CategoryNav.tsx';
import { TopBar } from './TopBar.tsx';

function Logo({ frame, lang }: { frame: FrameData; lang: string }) {
  const { logo, project } = frame.settings;
  return (
    <Link className="brand" data-testid="brand" href={`/${lang}`}>
      <picture>
        <source
          media="(max-width: 768px) and (prefers-color-scheme: dark)"
          srcSet={logo.mobileLogoDark}
          width={48}
          height={48}
        />
        <source media="(max-width: 768px)" srcSet={logo.mobileLogoLight} width={48} height={48} />
        <source media="(prefers-color-scheme: dark)" srcSet={logo.logoDark} width={200} height={48} />
        <img src={logo.logoLight} alt={t.homeOf(project)} width={200} height={48} />
      </picture>
    </Link>
  );
}

export function Header({ frame, lang, alternates }: { frame: FrameData; lang: string; alternates: Alternates }) {
  return (
    <header className="site-header">
      <TopBar frame={frame} lang={lang} alternates={alternates} />
      <div className="header-main">
        <ModalButton className="icon-button mobile-only" modal="menu" label={t.openMenu} expandable>
          <Icon name="menu" />
        </ModalButton>
        <Logo frame={frame} lang={lang} />
        <div className="desktop-only header-tools">
          <div className="catalog-window-area">
            <Disclosure
              className="catalog-button"
              panelClassName="catalog-window"
              label={
                <>
                  <Icon name="grid" />
                  <span>{t.allCategories}</span>
                </>
              }
            />
          </div>
          <div className="header-search">
            <ToggleButton className="search-toggle">
              <Icon name="search" />
              <span>{t.search}</span>
            </ToggleButton>
          </div>
        </div>
        <ToggleButton className="icon-button mobile-only" label={t.openSearch} data-mobile-search-toggle="">
          <Icon name="search" />
        </ToggleButton>
        <div className="header-actions">
          <Link className="action" href={`/${lang}/favorites`}>
            <Icon name="heart" />
            <Counted list="favorites" />
          </Link>
          <Link className="action" href={`/${lang}/compare`}>
            <Icon name="compare" />
            <Counted list="compare" />
          </Link>
          <Link className="action" data-testid="header-cart" href={`/${lang}/cart`}>
            <Icon name="cart" />
            <Counted list="cart" />
          </Link>
          <ModalButton className="action action-account" modal="sign-in" testId="header-sign-in">
            <Icon name="user" />
            <span className="sr-only">{t.signIn}</span>
          </ModalButton>
        </div>
      </div>
      <CategoryNav frame={frame} lang={lang} />
    </header>
  );
}
