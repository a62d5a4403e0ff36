// A signed-in shopper's favourites are the account's, the same on every device (issue 17); the
// browser keeps a copy that changes at once. This model keeps the two in step: the guest's list
// merges into the account once (at sign-in, or on the first page restored signed in), after that
// the server's list replaces the copy on every page; toggles are sent as they happen and put back
// if refused; logout clears what the browser kept. Guests never call the server.
import { combine, createEffect, merge, sample } from 'effector';
import { $auth, $locale, $sessionLost, ApiError, authChanged, notify, sessionExpired } from '@vitrina/events';
import { textFor } from '../../../shared/i18n/index.ts';
import { catalogUnits } from '../../../shared/lib/units.ts';
import { addFavoriteFx, answerIds, loadFavoritesFx, mergeFavoritesFx, removeFavoriteFx } from '../api/favorites-api.ts';
import { undoToggle } from '../lib/list-rules.ts';
import { browserStorage, markFavoritesSynced } from '../lib/storage.ts';
import {
  $favoriteIds,
  $listsReady,
  favoritesReplaced,
  favoriteToggledHere,
  listsCleared,
  listsRestored,
} from './lists-model.ts';

export const markSyncedFx = createEffect(() => markFavoritesSynced(browserStorage));

/**
 * Whether the shopper was signed in when this model last looked: as the page was restored, then
 * after each change. A signed-in page's name arrives later as another `authChanged` with isAuth
 * true, which is no sign-in; only a change from false to true is.
 */
const $wasSignedIn = catalogUnits.store('lists/was-signed-in', false, { serialize: 'ignore' });
/** The server is called for a signed-in shopper only, and no more once the session was lost. */
const $canCall = combine($auth, $sessionLost, (auth, lost) => auth.isAuth && !lost);
const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

sample({ clock: listsRestored, source: $auth, fn: (auth) => auth.isAuth, target: $wasSignedIn });
const authSeen = sample({ clock: authChanged, source: $wasSignedIn, fn: (was, next) => ({ was, now: next.isAuth }) });
$wasSignedIn.on(authSeen, (_, { now }) => now);
/** Signed in on this page (merged before the reload the spec orders, so the count is right at once). */
const signedInHere = sample({
  clock: authSeen,
  source: $listsReady,
  filter: (ready, { was, now }) => ready && !was && now,
});

const restoredSignedIn = sample({ clock: listsRestored, filter: $canCall });
sample({
  clock: restoredSignedIn,
  filter: (lists) => !lists.favoritesSynced,
  fn: (lists) => lists.favorites,
  target: mergeFavoritesFx,
});
sample({ clock: signedInHere, source: $favoriteIds, filter: $canCall, target: mergeFavoritesFx });
sample({ clock: restoredSignedIn, filter: (lists) => lists.favoritesSynced, target: loadFavoritesFx });
// An answer that comes back after a logout must not refill the emptied list.
sample({
  clock: [mergeFavoritesFx.doneData, loadFavoritesFx.doneData],
  filter: $canCall,
  fn: answerIds,
  target: favoritesReplaced,
});
sample({ clock: mergeFavoritesFx.done, filter: $canCall, target: markSyncedFx });

const toggleToSend = sample({ clock: favoriteToggledHere, filter: $canCall });
sample({ clock: toggleToSend, filter: (toggle) => toggle.change === 'added', target: addFavoriteFx });
sample({ clock: toggleToSend, filter: (toggle) => toggle.change === 'removed', target: removeFavoriteFx });

const toggleFailed = merge([addFavoriteFx.fail, removeFavoriteFx.fail]);
sample({
  clock: toggleFailed,
  source: $favoriteIds,
  filter: $canCall,
  fn: (ids, { params }) => undoToggle(ids, params.productId, params.before),
  target: favoritesReplaced,
});
sample({
  clock: toggleFailed,
  source: $locale,
  filter: (_, { error }) => !isUnauthorized(error),
  fn: (locale) => ({ kind: 'error' as const, text: textFor(locale, 'favoriteNotSaved') }),
  target: notify,
});
// The bus's rule for personal calls: a 401 ends the session (mf-account signs the shopper out).
sample({
  clock: [toggleFailed, mergeFavoritesFx.fail, loadFavoritesFx.fail],
  filter: ({ error }) => isUnauthorized(error),
  fn: () => undefined,
  target: sessionExpired,
});
sample({ clock: authChanged, filter: (next) => !next.isAuth, target: listsCleared });
