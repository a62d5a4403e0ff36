import { allSettled, attach, createEvent, sample } from 'effector';
import type { Scope } from 'effector';
import { brandTreeResponse, categorySchema, footerSettingsResponse, globalSettingsSchema } from '@vitrina/contract';
import { apiGetFx } from '@vitrina/events';
import { DEFAULT_FOOTER_SETTINGS, DEFAULT_GLOBAL_SETTINGS, EMPTY_BRAND_TREE } from './defaults.ts';
import { readWithDefaults, validItems } from './lenient.ts';
import { $brandTree, $footer, $menuTree, $settings } from './model.ts';
import type { Category } from './types.ts';

// Server only (it carries the contract's schemas): fills the settings stores for one request.
const shellDataRequested = createEvent();

const fetchSettingsFx = attach({ effect: apiGetFx, mapParams: () => ({ path: 'settings/global_site_settings' }) });
const fetchFooterFx = attach({ effect: apiGetFx, mapParams: () => ({ path: 'settings/footer_settings' }) });
const fetchMenuFx = attach({ effect: apiGetFx, mapParams: () => ({ path: 'general/menu_tree' }) });
const fetchBrandsFx = attach({ effect: apiGetFx, mapParams: () => ({ path: 'general/brand' }) });

sample({ clock: shellDataRequested, target: [fetchSettingsFx, fetchFooterFx, fetchMenuFx, fetchBrandsFx] });

// The menu tree comes from general/menu_tree into its own store; the copy inside the settings is
// dropped so the page does not carry it twice.
$settings.on(fetchSettingsFx.doneData, (_, raw) => ({
  ...readWithDefaults(globalSettingsSchema, raw, DEFAULT_GLOBAL_SETTINGS),
  menu_tree: [],
}));
$footer.on(fetchFooterFx.doneData, (_, raw) => readWithDefaults(footerSettingsResponse, raw, DEFAULT_FOOTER_SETTINGS));
$menuTree.on(fetchMenuFx.doneData, (_, raw) => validItems<Category>(categorySchema, raw));
$brandTree.on(fetchBrandsFx.doneData, (_, raw) => readWithDefaults(brandTreeResponse, raw, EMPTY_BRAND_TREE));

/**
 * Loads the four answers in parallel into the scope. A call that fails leaves its store at the
 * defaults and the page renders anyway; nothing is thrown or logged (the back end's own log
 * has the failure, and a settings outage must not take the shop down).
 */
export async function loadShellData(scope: Scope): Promise<void> {
  await allSettled(shellDataRequested, { scope });
}
