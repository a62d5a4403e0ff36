import { attach, createEvent, sample } from 'effector';
import { apiGetFx } from '@vitrina/events';
import type { MenuTree } from './types.ts';
import { catalogUnits } from '../../shared/units.ts';

export const menuRequested = createEvent();
const fetchMenuFx = attach({ effect: apiGetFx, mapParams: () => ({ path: 'general/menu_tree' }) });

export const $menu = catalogUnits.store<MenuTree | null>('menu', null);
export const $menuFailed = catalogUnits.store('menu-failed', false);
export const $menuLoading = fetchMenuFx.pending;

sample({ clock: menuRequested, target: fetchMenuFx });
$menu.on(fetchMenuFx.doneData, (_, tree) => tree as MenuTree);
$menuFailed.on(fetchMenuFx.fail, () => true).reset(fetchMenuFx.done);
