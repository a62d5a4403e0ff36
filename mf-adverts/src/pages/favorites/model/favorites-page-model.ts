// The favourite adverts page (api/my-favorite-adverts/?category=): the published favourites of the
// category its URL names (all without one), loaded with the page for a signed-in shopper and again
// when the category changes or a heart on the page removes one.
import { combine, createEvent, sample } from 'effector';
import { $auth, $sessionLost, authChanged } from '@vitrina/events';
import type { AdvertCard } from '../../../entities/advert/index.ts';
import { favoritesChanged } from '../../../features/favorite-advert/index.ts';
import { advertEffect } from '../../../shared/api/advert-call.ts';
import { advertsUnits } from '../../../shared/lib/units.ts';

interface FavoriteList {
  data: AdvertCard[];
  advert_ids: number[];
}

const loadFx = advertEffect<number | null, FavoriteList>((category) => ({
  method: 'GET',
  path: 'api/my-favorite-adverts',
  ...(category === null ? {} : { query: { category } }),
}));

export const favoritesPageRequested = createEvent<number | null>();
export const $favoriteList = advertsUnits.store<{ category: number | null; data: AdvertCard[] } | null>(
  'favorites/list',
  null,
);
export const $favoritesFailed = advertsUnits.store('favorites/failed', false);
const $category = advertsUnits.store<number | null>('favorites/category', null);

const $canCall = combine($auth, $sessionLost, (auth, lost) => auth.isAuth && !lost);
$category.on(favoritesPageRequested, (_, category) => category);
sample({
  clock: favoritesPageRequested,
  source: { shown: $favoriteList, canCall: $canCall },
  filter: ({ shown, canCall }, category) => canCall && (shown === null || shown.category !== category),
  fn: (_, category) => category,
  target: loadFx,
});
// A heart pressed on this page: the list is read again (an advert left it).
sample({
  clock: favoritesChanged,
  source: { category: $category, canCall: $canCall },
  filter: ({ canCall }) => canCall,
  fn: ({ category }) => category,
  target: loadFx,
});
sample({
  clock: loadFx.done,
  source: $category,
  filter: (category, { params }) => category === params,
  fn: (_, { params, result }) => ({ category: params, data: result.data }),
  target: $favoriteList,
});
$favoritesFailed.on(loadFx.fail, () => true).reset(loadFx.done);
$favoriteList.reset(sample({ clock: authChanged, filter: (auth) => !auth.isAuth }));
