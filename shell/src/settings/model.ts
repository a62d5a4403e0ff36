import { $siteSettings } from '@vitrina/events';
import { shellUnits } from '../shared/units.ts';
import { DEFAULT_FOOTER_SETTINGS, DEFAULT_GLOBAL_SETTINGS, EMPTY_BRAND_TREE } from './defaults.ts';
import type { BrandTree, FooterSettings } from './types.ts';

/**
 * What the frame renders from: the shop's global settings, footer settings, menu tree and brand
 * tree for the page's locale. The server fills them (settings/load.ts) before rendering; they go
 * into the page with the scope, so the browser starts from the same values and fetches nothing.
 * A locale change is a full page load, which runs the server load again for the new language.
 * The settings and the menu tree live on the bus, since remotes read them too (one copy a page).
 */
export const $settings = $siteSettings.map((settings) => settings ?? DEFAULT_GLOBAL_SETTINGS);
export { $menuTree } from '@vitrina/events';
export const $footer = shellUnits.store<FooterSettings>('footer', DEFAULT_FOOTER_SETTINGS);
export const $brandTree = shellUnits.store<BrandTree>('brand-tree', EMPTY_BRAND_TREE);
