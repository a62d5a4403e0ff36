import { allSettled, attach, createEvent, sample } from 'effector';
import type { Scope } from 'effector';
import { brandTreeResponse, categorySchema, footerSettingsResponse, globalSettingsSchema } from '@vitrina/contract';
import { apiGetFx, loadSiteFrameFx, siteFrameRead, siteFrameRequested } from '@vitrina/events';
import type { SiteFrame, SiteFrameAnswers } from '@vitrina/events';
import { DEFAULT_FOOTER_SETTINGS, DEFAULT_GLOBAL_SETTINGS, EMPTY_BRAND_TREE } from './defaults.ts';
import { readWithDefaults, validItems } from './lenient.ts';
import { readOncePer } from './read-once.ts';
import { $brandTree, $footer } from './model.ts';
import type { Category } from './types.ts';

// Server only (it carries the contract's schemas): fills the settings stores for one request.
const shellDataRequested = createEvent();

const fetchFooterFx = attach({ effect: apiGetFx, mapParams: () => ({ path: 'settings/footer_settings' }) });
const fetchBrandsFx = attach({ effect: apiGetFx, mapParams: () => ({ path: 'general/brand' }) });

// The settings and the menu tree are the bus's (a remote preparing the same page asks for them
// too, and joins this load): the shell reads its answers leniently into the bus's stores.
sample({ clock: shellDataRequested, target: [siteFrameRequested, fetchFooterFx, fetchBrandsFx] });

// Each answer is read once per answer object: the gateway hands every page the same object for a
// shared answer, so every page gets the same settings object too, which is what keys the frame
// rendered once (server/frame-key.ts) and spares the schema checks on every page.
const readSettings = readOncePer((raw) => ({
  ...readWithDefaults(globalSettingsSchema, raw, DEFAULT_GLOBAL_SETTINGS),
  menu_tree: [],
}));
const readMenu = readOncePer((raw) => validItems<Category>(categorySchema, raw));
const readFooter = readOncePer((raw) => readWithDefaults(footerSettingsResponse, raw, DEFAULT_FOOTER_SETTINGS));
const readBrands = readOncePer((raw) => readWithDefaults(brandTreeResponse, raw, EMPTY_BRAND_TREE));

/**
 * The menu tree comes from general/menu_tree; the copy inside the settings is dropped so the page
 * does not carry it twice. Settings the back end did not give stay null (the frame's defaults).
 */
function readSiteFrame({ settings, menu }: SiteFrameAnswers): SiteFrame {
  return { settings: settings === undefined ? null : readSettings(settings), menu: readMenu(menu) };
}
sample({ clock: loadSiteFrameFx.doneData, fn: readSiteFrame, target: siteFrameRead });
$footer.on(fetchFooterFx.doneData, (_, raw) => readFooter(raw));
$brandTree.on(fetchBrandsFx.doneData, (_, raw) => readBrands(raw));

/**
 * Loads the four answers in parallel into the scope. A call that fails leaves its store at the
 * defaults and the page renders anyway; nothing is thrown or logged (the back end's own log
 * has the failure, and a settings outage must not take the shop down).
 */
export async function loadShellData(scope: Scope): Promise<void> {
  await allSettled(shellDataRequested, { scope });
}
