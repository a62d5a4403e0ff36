import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { useShellT } from '../i18n/use-shell-t.ts';
import { MOBILE_MENU_TABS } from './tabs.ts';
import type { MobileMenuTab } from './tabs.ts';

const LABEL_KEYS = { menu: 'menuTab', catalog: 'catalogTab' } as const;

export const tabId = (base: string, tab: MobileMenuTab) => `${base}-tab-${tab}`;
export const panelId = (base: string, tab: MobileMenuTab) => `${base}-panel-${tab}`;

/** The WAI-ARIA tabs pattern: one tab in the Tab order, arrows (and Home/End) move between them. */
export function MobileMenuTabs({
  base,
  tab,
  onSelect,
}: {
  base: string;
  tab: MobileMenuTab;
  onSelect: (tab: MobileMenuTab) => void;
}) {
  const t = useShellT();
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const index = MOBILE_MENU_TABS.indexOf(tab);
    const last = MOBILE_MENU_TABS.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const chosen = MOBILE_MENU_TABS[next]!;
    onSelect(chosen);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(base, chosen))}`)?.focus();
  };
  return (
    <div role="tablist" className="mobile-tabs" ref={list} onKeyDown={onKeyDown}>
      {MOBILE_MENU_TABS.map((name) => (
        <button
          key={name}
          id={tabId(base, name)}
          type="button"
          role="tab"
          className="mobile-tab"
          aria-selected={name === tab}
          aria-controls={panelId(base, name)}
          tabIndex={name === tab ? 0 : -1}
          onClick={() => onSelect(name)}
        >
          {t(LABEL_KEYS[name])}
        </button>
      ))}
    </div>
  );
}
