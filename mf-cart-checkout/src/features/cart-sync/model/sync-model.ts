// When the cart synchronises (spec 4): on a page started signed in, outside dev mode. Starting
// migrates a guest cart or loads the record; every edit of this tab saves the record; a cart event
// from another tab or device reloads the cart and the record; signing out stops it and makes the
// copy a guest's again. The steps themselves are in lib/sync-steps.ts.
import { createEffect, createEvent, sample, scopeBind } from 'effector';
import type { Cart } from '@vitrina/contract';
import { $auth, $sessionLost, authChanged } from '@vitrina/events';
import {
  $cart,
  applyPromoFx,
  cartEdited,
  cartLoaded,
  cartRefreshRequested,
  cartStarted,
} from '../../../entities/cart/index.ts';
import { cartCallFx } from '../../../shared/api/cart-call.ts';
import { cartUnits } from '../../../shared/lib/units.ts';
import { browserStorage, browserSyncDeps, devModeOn } from '../lib/browser-sync.ts';
import { loadRecord, saveCart, startSync } from '../lib/sync-steps.ts';

/** The socket is open and saves are sent while this is on. */
export const $syncOn = cartUnits.store('sync/on', false, { serialize: 'ignore' });
/** The cart socket said another tab or device saved the cart. */
export const cartEventHeard = createEvent<number>();

// Each handler binds the cart call to the scope it runs in before its first await (scopeBind).
const deps = () => browserSyncDeps(scopeBind(cartCallFx, { safe: true }));

export const syncAllowedFx = createEffect(() => typeof document !== 'undefined' && !devModeOn(document.cookie));
export const startSyncFx = createEffect(() => startSync(deps()));
export const saveSyncFx = createEffect((cart: Cart | null) => saveCart(deps(), cart));
export const pullRecordFx = createEffect(() => loadRecord(deps()));
export const forgetAccountCopyFx = createEffect(() => {
  const storage = browserStorage();
  storage.setOwner('guest');
  storage.setVersion(null);
});

sample({
  clock: cartStarted,
  source: { auth: $auth, lost: $sessionLost },
  filter: ({ auth, lost }) => auth.isAuth && !lost,
  fn: () => undefined,
  target: syncAllowedFx,
});
const allowed = sample({ clock: syncAllowedFx.doneData, filter: Boolean });
sample({ clock: allowed, fn: () => true, target: $syncOn });
sample({ clock: allowed, fn: () => undefined, target: startSyncFx });
sample({
  clock: cartStarted,
  source: $auth,
  filter: (auth) => !auth.isAuth,
  fn: () => undefined,
  target: forgetAccountCopyFx,
});

sample({
  clock: startSyncFx.doneData,
  filter: (outcome) => outcome.kind === 'migrated',
  fn: (outcome) => (outcome.kind === 'migrated' ? outcome.cart : null)!,
  target: cartLoaded,
});
// Another tab merged the guest's cart while this one waited: what this tab loaded may predate it.
sample({
  clock: startSyncFx.doneData,
  filter: (outcome) => outcome.kind === 'waited',
  fn: () => undefined,
  target: cartRefreshRequested,
});

sample({ clock: cartEdited, filter: $syncOn, fn: ({ cart }) => cart, target: saveSyncFx });
// A promo changes the cart without an edit's answer: the record says so with the code applied.
sample({
  clock: applyPromoFx.done,
  source: { on: $syncOn, cart: $cart },
  filter: ({ on, cart }) => on && cart !== null,
  fn: ({ cart }, { params }) => ({ ...cart!, promo_code: params.code }),
  target: saveSyncFx,
});
sample({
  clock: saveSyncFx.doneData,
  filter: (outcome) => outcome.reloaded !== undefined,
  fn: (outcome) => outcome.reloaded!,
  target: cartLoaded,
});

const heardHere = sample({ clock: cartEventHeard, filter: $syncOn });
sample({ clock: heardHere, fn: () => undefined, target: [pullRecordFx, cartRefreshRequested] });

const signedOut = sample({ clock: authChanged, filter: (auth) => !auth.isAuth });
sample({ clock: signedOut, fn: () => false, target: $syncOn });
sample({ clock: signedOut, fn: () => undefined, target: forgetAccountCopyFx });
