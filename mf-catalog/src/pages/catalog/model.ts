import { attach, createEvent, sample } from 'effector';
import { apiGetFx, createUnitFactory } from '@vitrina/events';
import type { MenuTree } from './types.ts';

const units = createUnitFactory('mf-catalog');

export const menuRequested = createEvent();
const fetchMenuFx = attach({ effect: apiGetFx, mapParams: () => ({ path: 'general/menu_tree' }) });

export const $menu = units.store<MenuTree | null>('menu', null);
export const $menuFailed = units.store('menu-failed', false);
export const $menuLoading = fetchMenuFx.pending;

sample({ clock: menuRequested, target: fetchMenuFx });
$menu.on(fetchMenuFx.doneData, (_, tree) => tree as MenuTree);
$menuFailed.on(fetchMenuFx.fail, () => true).reset(fetchMenuFx.done);
