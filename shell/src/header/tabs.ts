import type { HeaderWindow } from '@vitrina/events';

export const MOBILE_MENU_TABS = ['menu', 'catalog'] as const;
export type MobileMenuTab = (typeof MOBILE_MENU_TABS)[number];

/** Spec, section 4: the mobile menu has the tabs menu and catalog; any other tab is an error. */
export function mobileMenuTab(value: string): MobileMenuTab {
  if ((MOBILE_MENU_TABS as readonly string[]).includes(value)) return value as MobileMenuTab;
  throw new Error(`unknown mobile menu tab "${value}" (expected ${MOBILE_MENU_TABS.join(' or ')})`);
}

export const HEADER_WINDOWS: readonly HeaderWindow[] = ['none', 'search', 'catalog'];

/** Spec, section 4: the header windows are none, search and catalog; any other name is an error. */
export function headerWindow(value: string): HeaderWindow {
  if ((HEADER_WINDOWS as readonly string[]).includes(value)) return value as HeaderWindow;
  throw new Error(`unknown header window "${value}" (expected ${HEADER_WINDOWS.join(', ')})`);
}
