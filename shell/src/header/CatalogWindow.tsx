import { useCallback, useId, useRef } from 'react';
import { useUnit } from 'effector-react';
import { $headerWindow, headerWindowSet } from '@vitrina/events';
import { useShellT } from '../i18n/use-shell-t.ts';
import { Icon } from '../shared/icons.tsx';
import { useDismiss } from '../shared/use-dismiss.ts';
import { catalogWindowToggled } from './model.ts';
import { CategoryTreeItems } from './CategoryTreeItems.tsx';

/**
 * The header's catalog window (desktop): every category with its subcategories at once. It is
 * one of the bus's header windows, so opening search closes it and a route change closes both.
 */
export function CatalogWindow() {
  const t = useShellT();
  const panelId = useId();
  const [openWindow, toggle, setWindow] = useUnit([$headerWindow, catalogWindowToggled, headerWindowSet]);
  const open = openWindow === 'catalog';
  const area = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setWindow('none'), [setWindow]);
  useDismiss({ open, area, toggle: button, onClose: close });
  return (
    <div className="catalog-window-area" ref={area}>
      <button
        ref={button}
        type="button"
        className="catalog-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <Icon name="grid" />
        <span>{t('allCategories')}</span>
      </button>
      <div id={panelId} className="catalog-window" hidden={!open}>
        {open ? (
          <ul className="catalog-columns">
            <CategoryTreeItems />
          </ul>
        ) : null}
      </div>
    </div>
  );
}
