import { useId, useRef } from 'react';
import { Link } from '@vitrina/router';
import { useUnit } from 'effector-react';
import { useLocale } from '../app/use-locale.ts';
import { useShellT } from '../i18n/use-shell-t.ts';
import { Icon } from '../shared/icons.tsx';
import { useDismiss } from '../shared/use-dismiss.ts';
import type { CategoryEntry } from './menu.ts';
import { $openCategory, categoryClosed, categoryToggled } from './model.ts';

type GroupEntry = Extract<CategoryEntry, { kind: 'group' }>;

/**
 * A category with subcategories: a disclosure button and its list of links (the WAI-ARIA
 * disclosure navigation pattern). The links are in the page even when closed (hidden), so the
 * server's HTML has the whole menu. Outside click, Escape and a route change close it.
 */
export function CategoryDropdown({ entry }: { entry: GroupEntry }) {
  const t = useShellT();
  const locale = useLocale();
  const panelId = useId();
  const [openId, toggle, close] = useUnit([$openCategory, categoryToggled, categoryClosed]);
  const open = openId === entry.id;
  const area = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useDismiss({ open, area, toggle: button, onClose: close });
  const allLabel = entry.id === 'brands' ? t('allBrands') : t('allInCategory', { category: entry.title });
  return (
    <li className="category-item" ref={area}>
      <button
        ref={button}
        type="button"
        className="category-link category-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => toggle(entry.id)}
      >
        {entry.title}
        <Icon name="chevron" size={16} />
      </button>
      <div id={panelId} className="category-dropdown" hidden={!open}>
        <ul aria-label={t('subcategories', { category: entry.title })}>
          <li>
            <Link to={`/${locale}/${entry.path}`} className="dropdown-all">
              {allLabel}
            </Link>
          </li>
          {entry.items.map((item) => (
            <li key={item.id}>
              <Link to={`/${locale}/${item.path}`}>{item.title}</Link>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
