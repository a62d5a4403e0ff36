import type { Scope, Store } from 'effector';
import type { ShellSite } from '../app/site.ts';
import {
  $ageConfirmed,
  $auth,
  $cart,
  $compare,
  $favorites,
  $headerWindow,
  $locale,
  $menuTree,
  $modalLocked,
  $notices,
  $openModal,
  $pendingCartIntents,
  $pendingQuoteIntents,
  $searchText,
  $selectedCity,
  $shareTarget,
  $siteSettings,
} from '@vitrina/events';
import { $ageRefused } from '../gates/model.ts';
import { $languagePanelOpen, $mobileMenu, $mobileSearchOpen, $openCategory, $searchOpen } from '../header/model.ts';
import { $failedRequests, $requestsPending } from '../progress/model.ts';
import { $copyFailed } from '../share/model.ts';
import { $brandTree, $footer } from '../settings/model.ts';

/**
 * The frame's data: the same objects on every page while the gateway keeps the answers
 * (settings/load.ts reads each answer object once), and new ones after a change reloads them.
 */
export const FRAME_DATA_STORES: readonly Store<unknown>[] = [$siteSettings, $menuTree, $footer, $brandTree];

/**
 * Everything else the frame's components read that one page or visitor may have and another not:
 * signed in, the counts, the gates' answers and the windows they open, the header's windows and
 * the search text. On a shareable page they are all at their defaults. A store the frame starts
 * reading must be named here (the frame tests render two pages through one kept frame).
 */
const FRAME_VISITOR_STORES: readonly Store<unknown>[] = [
  $locale,
  $auth,
  $cart,
  $favorites,
  $compare,
  $openModal,
  $modalLocked,
  $ageConfirmed,
  $ageRefused,
  $selectedCity,
  $notices,
  $searchText,
  $headerWindow,
  $pendingCartIntents,
  $pendingQuoteIntents,
  $shareTarget,
  $copyFailed,
  $failedRequests,
  $requestsPending,
  $openCategory,
  $languagePanelOpen,
  $searchOpen,
  $mobileSearchOpen,
  $mobileMenu,
];

const objectIds = new WeakMap<object, number>();
let nextId = 0;
function identity(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? 'undefined';
  let id = objectIds.get(value);
  if (id === undefined) objectIds.set(value, (id = ++nextId));
  return `#${id}`;
}

/**
 * What the frame's HTML is a function of, in one string: the shop's record (name, languages), the
 * frame data by identity (cheap, and exact while the answers are shared) and the visitor's state by
 * value. Two scopes with the same key render the same frame.
 */
export function frameKey(scope: Scope, site: ShellSite): string {
  const shop = JSON.stringify([site.brand, site.title, site.langs, site.mainLang, site.origin]);
  const data = FRAME_DATA_STORES.map(($store) => identity(scope.getState($store))).join(',');
  const visitor = JSON.stringify(FRAME_VISITOR_STORES.map(($store) => scope.getState($store)));
  return `${shop}|${data}|${visitor}`;
}
