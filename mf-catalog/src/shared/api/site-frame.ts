// The shop's settings and category tree come from the bus: the shell loads them for every page,
// and a route's `load` on the server waits for that load here (joining it when it is already
// running) instead of asking the back end a second time. Components read the stores directly.
import { allSettled } from 'effector';
import type { Scope } from 'effector';
import { $menuTree, $siteSettings, siteFrameRequested } from '@vitrina/events';
import type { Category, GlobalSettings } from '@vitrina/events';

export interface SiteFrameData {
  settings: GlobalSettings | null;
  menu: Category[];
}

export async function siteFrameOf(scope: Scope): Promise<SiteFrameData> {
  await allSettled(siteFrameRequested, { scope });
  return { settings: scope.getState($siteSettings), menu: scope.getState($menuTree) };
}
