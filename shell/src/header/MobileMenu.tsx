import { useCallback, useEffect, useId, useRef } from 'react';
import { useUnit } from 'effector-react';
import { useShellT } from '../i18n/use-shell-t.ts';
import { Icon } from '../shared/icons.tsx';
import { useFocusTrap } from '../shared/use-focus-trap.ts';
import { BrandedLinks } from './BrandedLinks.tsx';
import { CityButton } from './CityButton.tsx';
import { HeaderLinks } from './HeaderLinks.tsx';
import { LanguageLinks } from './LanguagePanel.tsx';
import { MobileAccountEntry } from './MobileAccountEntry.tsx';
import { $mobileMenu, mobileMenuClosed, mobileTabSelected } from './model.ts';
import { MobileMenuTabs, panelId, tabId } from './MobileMenuTabs.tsx';
import { PhoneLink } from './PhoneLink.tsx';
import { CategoryTreeItems } from './CategoryTreeItems.tsx';

/** The catalog tab: every category with its subcategories as links. */
function CatalogPanel() {
  return (
    <ul className="mobile-catalog">
      <CategoryTreeItems />
    </ul>
  );
}

/**
 * The mobile menu: a modal dialog with the tabs menu and catalog. Focus stays inside while it is
 * open, Escape or the close button closes it, and focus goes back to the button that opened it.
 */
export function MobileMenu() {
  const t = useShellT();
  const base = useId();
  const [menu, selectTab, close] = useUnit([$mobileMenu, mobileTabSelected, mobileMenuClosed]);
  const dialog = useRef<HTMLDivElement>(null);
  const onEscape = useCallback(() => close(), [close]);
  useFocusTrap(dialog, menu.open, onEscape);
  useEffect(() => {
    if (!menu.open) return;
    // The page behind a modal menu does not scroll.
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [menu.open]);
  if (!menu.open) return null;
  return (
    <div className="mobile-menu-layer">
      <div className="backdrop" onClick={close} />
      <div className="mobile-menu" role="dialog" aria-modal="true" aria-label={t('menu')} ref={dialog} tabIndex={-1}>
        <div className="mobile-menu-head">
          <MobileMenuTabs base={base} tab={menu.tab} onSelect={selectTab} />
          <button type="button" className="icon-button" aria-label={t('closeMenu')} onClick={close} data-autofocus="">
            <Icon name="close" />
          </button>
        </div>
        <div
          role="tabpanel"
          id={panelId(base, 'menu')}
          aria-labelledby={tabId(base, 'menu')}
          hidden={menu.tab !== 'menu'}
          className="mobile-panel"
        >
          <HeaderLinks mobile className="mobile-links" />
          <BrandedLinks className="mobile-links" />
          <MobileAccountEntry onOpen={close} />
          <PhoneLink />
          {/* The city window opens over the page, so the menu closes first (focus goes back to its button). */}
          <CityButton onOpen={close} />
          <h2 className="mobile-subheading">{t('language')}</h2>
          <LanguageLinks className="mobile-languages" />
        </div>
        <div
          role="tabpanel"
          id={panelId(base, 'catalog')}
          aria-labelledby={tabId(base, 'catalog')}
          hidden={menu.tab !== 'catalog'}
          className="mobile-panel"
        >
          <CatalogPanel />
        </div>
      </div>
    </div>
  );
}
