// The shopper's favourites, compare and recently viewed lists. Product pages and cards fire the
// bus's favoriteToggled / compareToggled / productViewed; this model owns what follows: toggling
// (spec: a repeat add takes the product out), saving to browser storage, a 1 s notice and the
// header's counts on the bus. The lists live in the browser (restored from storage after
// hydration by the list-counts widget), so none of these stores is serialized; a signed-in
// shopper's favourites are also kept on the server (favorites-sync.ts).
import { createEffect, createEvent, sample } from 'effector';
import {
  $locale,
  $notices,
  compareChanged,
  compareToggled,
  favoriteToggled,
  favoritesChanged,
  noticeDismissed,
  notify,
  productViewed,
} from '@vitrina/events';
import { textFor } from '../../../shared/i18n/index.ts';
import type { CatalogTextKey } from '../../../shared/i18n/index.ts';
import { catalogUnits } from '../../../shared/lib/units.ts';
import { MAX_COMPARE, MAX_FAVORITES, rememberViewed, toggleId } from '../lib/list-rules.ts';
import type { ToggleResult } from '../lib/list-rules.ts';
import { browserStorage, clearLists, writeList } from '../lib/storage.ts';
import type { ListName, StoredLists } from '../lib/storage.ts';

const browserOnly = { serialize: 'ignore' } as const;

/** Spec, section 9: compare and favourites notices last 1 s. */
export const LIST_NOTICE_MS = 1000;

export const listsRestored = createEvent<StoredLists>();
/** The favourites as the account has them, or put back after the server refused a toggle. */
export const favoritesReplaced = createEvent<number[]>();
/** Logout (spec: it clears local data): the lists empty here and in storage. */
export const listsCleared = createEvent();

export const $favoriteIds = catalogUnits.store<number[]>('lists/favorites', [], browserOnly);
export const $compareIds = catalogUnits.store<number[]>('lists/compare', [], browserOnly);
export const $recentIds = catalogUnits.store<number[]>('lists/recent', [], browserOnly);
/** False until storage was read: pages show a loading state rather than a false "empty". */
export const $listsReady = catalogUnits.store('lists/ready', false, browserOnly);

export const saveListFx = createEffect(({ name, ids }: { name: ListName; ids: number[] }) =>
  writeList(browserStorage, name, ids),
);
export const clearListsFx = createEffect(() => clearLists(browserStorage));
const waitNoticeFx = createEffect(
  (text: string) => new Promise<string>((resolve) => setTimeout(() => resolve(text), LIST_NOTICE_MS)),
);

$favoriteIds.on(listsRestored, (_, lists) => lists.favorites);
$compareIds.on(listsRestored, (_, lists) => lists.compare);
// The product page reports its view in the same commit that restores the lists, sometimes first:
// views seen before the restore are kept in front of the stored ones, then saved.
const recentRestored = sample({
  clock: listsRestored,
  source: $recentIds,
  fn: (seen, lists) => ({
    ids: seen.reduceRight((ids, id) => rememberViewed(ids, id), lists.recent),
    changed: seen.length > 0,
  }),
});
$recentIds.on(recentRestored, (_, { ids }) => ids);
$listsReady.on(listsRestored, () => true);
$favoriteIds.on(favoritesReplaced, (_, ids) => ids);
$favoriteIds.reset(listsCleared);
$compareIds.reset(listsCleared);
$recentIds.reset(listsCleared);
sample({ clock: listsCleared, target: clearListsFx });

const NOTICE_TEXT: Record<'favorites' | 'compare', Record<ToggleResult['change'], CatalogTextKey>> = {
  favorites: { added: 'favoriteAdded', removed: 'favoriteRemoved', full: 'favoriteAdded' },
  compare: { added: 'compareAdded', removed: 'compareRemoved', full: 'compareFull' },
};

/** A favourite toggled in this browser, with the list before it (to take it back if the server refuses). */
export const favoriteToggledHere = sample({
  clock: favoriteToggled,
  source: $favoriteIds,
  fn: (ids, { productId }) => ({ ...toggleId(ids, productId, MAX_FAVORITES, 'drop-oldest'), productId, before: ids }),
});
const compareResult = sample({
  clock: compareToggled,
  source: $compareIds,
  fn: (ids, { productId }) => toggleId(ids, productId, MAX_COMPARE, 'refuse'),
});
$favoriteIds.on(favoriteToggledHere, (_, result) => result.ids);
$compareIds.on(compareResult, (_, result) => result.ids);
const recentResult = sample({
  clock: productViewed,
  source: $recentIds,
  fn: (ids, { productId }) => rememberViewed(ids, productId),
});
$recentIds.on(recentResult, (_, ids) => ids);

sample({
  clock: [favoriteToggledHere.map(({ ids }) => ids), favoritesReplaced],
  fn: (ids) => ({ name: 'favorites' as const, ids }),
  target: saveListFx,
});
sample({
  clock: compareResult,
  filter: ({ change }) => change !== 'full',
  fn: ({ ids }) => ({ name: 'compare' as const, ids }),
  target: saveListFx,
});
// Before storage was read the list is partial: saving it would overwrite the stored one.
sample({
  clock: recentResult,
  filter: $listsReady,
  fn: (ids) => ({ name: 'recent' as const, ids }),
  target: saveListFx,
});
sample({
  clock: recentRestored,
  filter: ({ changed }) => changed,
  fn: ({ ids }) => ({ name: 'recent' as const, ids }),
  target: saveListFx,
});

// The header's counts follow the lists, restored or changed.
sample({ clock: $favoriteIds, fn: (ids) => ({ count: ids.length }), target: favoritesChanged });
sample({ clock: $compareIds, fn: (ids) => ({ count: ids.length }), target: compareChanged });

/** A notice in the page's language, taken down after 1 s (the shell's default is longer). */
const briefNotice = sample({
  clock: [
    favoriteToggledHere.map((r) => ({ list: 'favorites' as const, change: r.change })),
    compareResult.map((r) => ({ list: 'compare' as const, change: r.change })),
  ],
  source: $locale,
  fn: (locale, { list, change }) => ({
    kind: change === 'full' ? ('info' as const) : ('success' as const),
    text: textFor(locale, NOTICE_TEXT[list][change], { count: MAX_COMPARE }),
  }),
});
sample({ clock: briefNotice, target: notify });
sample({ clock: briefNotice, fn: ({ text }) => text, target: waitNoticeFx });
sample({
  clock: waitNoticeFx.doneData,
  source: $notices,
  filter: (notices, text) => notices.some((notice) => notice.text === text),
  fn: (notices, text) => notices.find((notice) => notice.text === text)?.id ?? -1,
  target: noticeDismissed,
});
