import { createEvent, sample } from 'effector';
import { $headerWindow, headerWindowSet, searchTextChanged } from '@vitrina/events';
import type { HeaderWindow } from '@vitrina/events';
import { routeChanged } from '../navigation/model.ts';
import { shellUnits } from '../shared/units.ts';
import type { MobileMenuTab } from './tabs.ts';

/**
 * The header's open/closed state. Everything starts closed on the server and in the browser, and
 * is never serialized (a page always arrives with its panels closed). A route change closes all.
 */
const uiOnly = { serialize: 'ignore' } as const;

export const catalogWindowToggled = createEvent();
sample({
  clock: catalogWindowToggled,
  source: $headerWindow,
  fn: (open): HeaderWindow => (open === 'catalog' ? 'none' : 'catalog'),
  target: headerWindowSet,
});

export const categoryToggled = createEvent<string>();
export const categoryClosed = createEvent();
export const $openCategory = shellUnits.store<string | null>('open-category', null, uiOnly);

export const languagePanelToggled = createEvent();
export const languagePanelClosed = createEvent();
export const $languagePanelOpen = shellUnits.store('language-panel-open', false, uiOnly);

$openCategory
  .on(categoryToggled, (open, id) => (open === id ? null : id))
  .reset(categoryClosed, languagePanelToggled, catalogWindowToggled, routeChanged);
// One overlay at a time: a category dropdown opening hides the search window that would cover it
// (the typed text stays in the field and brings the window back on the next keystroke).
sample({
  clock: $openCategory.updates,
  filter: (id) => id !== null,
  fn: (): HeaderWindow => 'none',
  target: headerWindowSet,
});
$languagePanelOpen
  .on(languagePanelToggled, (open) => !open)
  .reset(languagePanelClosed, categoryToggled, catalogWindowToggled, routeChanged);

/**
 * The search fields: the desktop one beside the logo and the mobile one (1024 px and narrower).
 * Opening either shows the search window (mf-catalog's); closing clears the text and the window.
 */
export const searchOpened = createEvent();
export const mobileSearchOpened = createEvent();
export const searchClosed = createEvent();
export const $searchOpen = shellUnits.store('search-open', false, uiOnly);
export const $mobileSearchOpen = shellUnits.store('mobile-search-open', false, uiOnly);

$searchOpen.on(searchOpened, () => true).reset(searchClosed, routeChanged);
$mobileSearchOpen.on(mobileSearchOpened, () => true).reset(searchClosed, routeChanged);
sample({ clock: [searchOpened, mobileSearchOpened], fn: () => 'search' as const, target: headerWindowSet });
sample({ clock: searchClosed, fn: () => '', target: searchTextChanged });
sample({ clock: searchClosed, fn: () => 'none' as const, target: headerWindowSet });

/** Spec, section 4: typing non-empty text opens the search window; clearing it closes it. */
export const searchTyped = createEvent<string>();
sample({ clock: searchTyped, target: searchTextChanged });
sample({ clock: searchTyped, fn: (text): HeaderWindow => (text.trim() ? 'search' : 'none'), target: headerWindowSet });

/** The mobile menu and its tab; a tab name from outside the code is checked by `mobileMenuTab` first. */
export const mobileMenuOpened = createEvent<MobileMenuTab>();
export const mobileTabSelected = createEvent<MobileMenuTab>();
export const mobileMenuClosed = createEvent();
export const $mobileMenu = shellUnits.store<{ open: boolean; tab: MobileMenuTab }>(
  'mobile-menu',
  { open: false, tab: 'menu' },
  uiOnly,
);
$mobileMenu
  .on(mobileMenuOpened, (_, tab) => ({ open: true, tab }))
  .on(mobileTabSelected, (menu, tab) => ({ ...menu, tab }))
  .on(mobileMenuClosed, (menu) => ({ ...menu, open: false }))
  .reset(routeChanged);
