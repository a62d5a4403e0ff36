// The signed-in shopper's favourite adverts (api/my-favorite-adverts): the ids that mark hearts on
// any list, loaded once a page with hearts is shown, and the heart's press, which adds or removes one
// and takes the server's list back. A guest's press opens the sign-in window instead: favourites
// follow the account. A model, so the hand-offs are tested in a forked scope.
import { combine, createEvent, sample } from 'effector';
import { $auth, $sessionLost, authChanged, LOGIN_MODAL, modalOpened } from '@vitrina/events';
import { advertEffect } from '../../../shared/api/advert-call.ts';
import { advertsUnits } from '../../../shared/lib/units.ts';

interface FavoriteIds {
  advert_ids: number[];
}

const loadIdsFx = advertEffect<void, FavoriteIds>(() => ({ method: 'GET', path: 'api/my-favorite-adverts' }));
const addFx = advertEffect<number, FavoriteIds>((advert) => ({
  method: 'POST',
  path: 'api/my-favorite-adverts',
  body: { advert },
}));
const removeFx = advertEffect<number, FavoriteIds>((advert) => ({
  method: 'DELETE',
  path: `api/my-favorite-adverts/${advert}`,
}));

/** null until loaded (no heart is drawn filled before the shopper's list is known). */
export const $favoriteIds = advertsUnits.store<number[] | null>('favorites/ids', null, { serialize: 'ignore' });
/** The advert whose press waits for its answer (its heart is busy). */
export const $favoritePending = advertsUnits.store<number | null>('favorites/pending', null, { serialize: 'ignore' });

/** A page with hearts was shown (browser): the ids, once per visit. */
export const favoritesNeeded = createEvent();
export const favoriteToggled = createEvent<number>();
/** The list changed on the server (the favourites page listens). */
export const favoritesChanged = createEvent<number[]>();

const $signedIn = combine($auth, $sessionLost, (auth, lost) => auth.isAuth && !lost);

sample({
  clock: favoritesNeeded,
  source: { signedIn: $signedIn, ids: $favoriteIds },
  filter: ({ signedIn, ids }) => signedIn && ids === null,
  target: loadIdsFx,
});

const pressed = sample({
  clock: favoriteToggled,
  source: { signedIn: $signedIn, ids: $favoriteIds, pending: $favoritePending },
  filter: ({ pending }) => pending === null,
  fn: ({ signedIn, ids }, advert) => ({ signedIn, isFavorite: (ids ?? []).includes(advert), advert }),
});
sample({ clock: pressed, filter: ({ signedIn }) => !signedIn, fn: () => LOGIN_MODAL, target: modalOpened });
sample({
  clock: pressed,
  filter: ({ signedIn, isFavorite }) => signedIn && isFavorite,
  fn: ({ advert }) => advert,
  target: removeFx,
});
sample({
  clock: pressed,
  filter: ({ signedIn, isFavorite }) => signedIn && !isFavorite,
  fn: ({ advert }) => advert,
  target: addFx,
});
$favoritePending.on([addFx, removeFx], (_, advert) => advert).reset([addFx.finally, removeFx.finally]);

const answered = sample({ clock: [loadIdsFx.doneData, addFx.doneData, removeFx.doneData], fn: (a) => a.advert_ids });
sample({ clock: answered, target: $favoriteIds });
sample({ clock: [addFx.doneData, removeFx.doneData], fn: (a) => a.advert_ids, target: favoritesChanged });

$favoriteIds.reset(sample({ clock: authChanged, filter: (auth) => !auth.isAuth }));
