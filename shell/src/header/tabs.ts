import type { HeaderWindow } from '@vitrina/events';

/**
 * The names the header's events accept. The events are typed with them, so a name from code is
 * checked by the compiler; a name from outside (text, a URL) goes through the parser first, which
 * raises the error before any event fires and leaves no store mapping that can throw.
 */
export const MOBILE_MENU_TABS = ['menu', 'catalog'] as const;
export type MobileMenuTab = (typeof MOBILE_MENU_TABS)[number];

export function isMobileMenuTab(value: string): value is MobileMenuTab {
  return (MOBILE_MENU_TABS as readonly string[]).includes(value);
}

/** Spec, section 4: the mobile menu has the tabs menu and catalog; any other tab is an error. */
export function mobileMenuTab(value: string): MobileMenuTab {
  if (isMobileMenuTab(value)) return value;
  throw new Error(`unknown mobile menu tab "${value}" (expected ${MOBILE_MENU_TABS.join(' or ')})`);
}

export const HEADER_WINDOWS: readonly HeaderWindow[] = ['none', 'search', 'catalog'];

export function isHeaderWindow(value: string): value is HeaderWindow {
  return (HEADER_WINDOWS as readonly string[]).includes(value);
}

/** Spec, section 4: the header windows are none, search and catalog; any other name is an error. */
export function headerWindow(value: string): HeaderWindow {
  if (isHeaderWindow(value)) return value;
  throw new Error(`unknown header window "${value}" (expected ${HEADER_WINDOWS.join(', ')})`);
}
