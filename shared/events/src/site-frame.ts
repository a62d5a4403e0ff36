import { createEffect, createEvent, sample } from 'effector';
import type { categorySchema, GlobalSettings } from '@vitrina/contract';
import { apiGetFx } from './api.ts';
import type { ApiGet } from './api.ts';
import { createUnitFactory } from './sid.ts';

/** A category of the shop's menu with its subcategories (types only: no schema code here). */
export type Category = ReturnType<(typeof categorySchema)['parse']>;
export type { GlobalSettings };

/**
 * The shop's frame data every page shows: its global settings and its category tree, once per
 * page. The shell asks for them for every page and reads the answers against the contract
 * (server only: the schemas stay out of browsers), then fills the stores; a remote that needs
 * them asks too and reads the stores, so the back end is asked once and the page carries one copy.
 */
const units = createUnitFactory('site-frame');

export const SITE_SETTINGS_REQUEST: ApiGet = { path: 'settings/global_site_settings' };
export const MENU_TREE_REQUEST: ApiGet = { path: 'general/menu_tree' };

/** The back end's answers as they came; a call that failed is left out. */
export interface SiteFrameAnswers {
  settings?: unknown;
  menu?: unknown;
}
/** The answers read against the contract: null settings when the back end gave none. */
export interface SiteFrame {
  settings: GlobalSettings | null;
  menu: Category[];
}

/** Anyone needing the frame data in a scope: the first ask loads it, later asks join that load. */
export const siteFrameRequested = createEvent();
/** The shell's reading of the answers (it owns the lenient parsing and the defaults); from then on the frame is known. */
export const siteFrameRead = createEvent<SiteFrame>();

export const $siteSettings = units.store<GlobalSettings | null>('settings', null);
export const $menuTree = units.store<Category[]>('menu-tree', []);
// Serialized, so an ask in the browser after a server render loads nothing again.
const $frameLoad = units.store<'idle' | 'loading' | 'done'>('load', 'idle');

const answerOf = (result: PromiseSettledResult<unknown>) => (result.status === 'fulfilled' ? result.value : undefined);

/** Both calls at once through the scope's call effect (its site token, language and deadline). */
export const loadSiteFrameFx = createEffect(async (): Promise<SiteFrameAnswers> => {
  const [settings, menu] = await Promise.allSettled([apiGetFx(SITE_SETTINGS_REQUEST), apiGetFx(MENU_TREE_REQUEST)]);
  return { settings: answerOf(settings), menu: answerOf(menu) };
});

sample({ clock: siteFrameRequested, source: $frameLoad, filter: (load) => load === 'idle', target: loadSiteFrameFx });
$frameLoad.on(loadSiteFrameFx, () => 'loading').on([loadSiteFrameFx.finally, siteFrameRead], () => 'done');
$siteSettings.on(siteFrameRead, (_, frame) => frame.settings);
$menuTree.on(siteFrameRead, (_, frame) => frame.menu);
