import { useId, useRef } from 'react';
import { useUnit } from 'effector-react';
import { useShellT } from '../i18n/use-shell-t.ts';
import { Icon } from '../shared/icons.tsx';
import { $mobileSearchOpen, $searchOpen, mobileSearchOpened, searchOpened } from './model.ts';
import { SearchForm } from './SearchForm.tsx';

/** Desktop: a toggle that becomes the search field in place; closing gives focus back to it. */
export function SearchToggle() {
  const t = useShellT();
  const id = useId();
  const [open, openSearch] = useUnit([$searchOpen, searchOpened]);
  const toggle = useRef<HTMLButtonElement>(null);
  return (
    <div className="header-search">
      {open ? (
        <SearchForm id={`${id}-desktop`} onClosed={() => requestAnimationFrame(() => toggle.current?.focus())} />
      ) : (
        <button ref={toggle} type="button" className="search-toggle" aria-expanded="false" onClick={openSearch}>
          <Icon name="search" />
          <span>{t('search')}</span>
        </button>
      )}
    </div>
  );
}

/** 1024 px and narrower: a button in the header row opens a full-width field under it. */
export function MobileSearchToggle() {
  const t = useShellT();
  const [open, openSearch] = useUnit([$mobileSearchOpen, mobileSearchOpened]);
  return (
    <button
      type="button"
      className="icon-button mobile-only"
      data-mobile-search-toggle=""
      aria-label={t('openSearch')}
      aria-expanded={open}
      onClick={openSearch}
    >
      <Icon name="search" />
    </button>
  );
}

export function MobileSearch() {
  const id = useId();
  const open = useUnit($mobileSearchOpen);
  if (!open) return null;
  const returnFocus = () =>
    requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-mobile-search-toggle]')?.focus());
  return (
    <div className="mobile-search mobile-only">
      <SearchForm id={`${id}-mobile`} onClosed={returnFocus} />
    </div>
  );
}
