// The shop's categories as its menu lists them (the tree itself is on the bus).
export { findInMenu, menuCrumbs } from './lib/menu.ts';
export type { MenuPlace, Subcategory } from './lib/menu.ts';
