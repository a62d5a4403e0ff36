// The shopper's own adverts (api/my-adverts: drafts, inactive and published, newest first), the page
// its URL's status and page ask for. Loaded on the server with the page for a signed-in shopper and in
// the browser when the URL changes; a guest asks nothing (the page shows the sign-in window). Spec 4:
// a deletion's 204 sets is_deleted on the card here, and a publish or hide shows the saved state.
import { combine, createEvent, sample } from 'effector';
import { $auth, $sessionLost, authChanged } from '@vitrina/events';
import type { AdvertCard, AdvertList } from '../../../entities/advert/index.ts';
import { advertDeleted, advertSaved } from '../../../features/advert-tools/index.ts';
import { advertEffect } from '../../../shared/api/advert-call.ts';
import { advertsUnits } from '../../../shared/lib/units.ts';

export const MY_STATUSES = ['all', 'published', 'draft', 'inactive'] as const;
export type MyStatus = (typeof MY_STATUSES)[number];

export interface MyQuery {
  status: MyStatus;
  page: number;
}

export const myQueryKey = (query: MyQuery) => `${query.status}/${query.page}`;

export function myQueryOf(search: URLSearchParams, page: number): MyQuery {
  const status = search.get('status') as MyStatus | null;
  return { status: status && MY_STATUSES.includes(status) ? status : 'all', page };
}

const loadMineFx = advertEffect<MyQuery, AdvertList>(({ status, page }) => ({
  method: 'GET',
  path: 'api/my-adverts',
  query: { ...(status === 'all' ? {} : { status }), ...(page > 1 ? { page } : {}) },
}));

/** The page shows the list for this query (the server with the page; the browser on each URL change). */
export const myAdvertsRequested = createEvent<MyQuery>();
export const myAdvertsRetried = createEvent();

const $wanted = advertsUnits.store<MyQuery | null>('mine/wanted', null);
export const $myAdverts = advertsUnits.store<{ key: string; list: AdvertList } | null>('mine/list', null);
export const $myAdvertsFailed = advertsUnits.store('mine/failed', false);

const $canCall = combine($auth, $sessionLost, (auth, lost) => auth.isAuth && !lost);
$wanted.on(myAdvertsRequested, (_, query) => query);
sample({
  clock: myAdvertsRequested,
  source: { shown: $myAdverts, canCall: $canCall },
  filter: ({ shown, canCall }, query) => canCall && shown?.key !== myQueryKey(query),
  fn: (_, query) => query,
  target: loadMineFx,
});
sample({ clock: myAdvertsRetried, source: $wanted, filter: Boolean, target: loadMineFx });
sample({
  clock: loadMineFx.done,
  source: $wanted,
  filter: (wanted, { params }) => wanted !== null && myQueryKey(wanted) === myQueryKey(params),
  fn: (_, { params, result }) => ({ key: myQueryKey(params), list: result }),
  target: $myAdverts,
});
$myAdvertsFailed.on(loadMineFx.fail, () => true).reset(loadMineFx.done);

const patched = (shown: { key: string; list: AdvertList } | null, slug: string, change: Partial<AdvertCard>) =>
  shown && {
    ...shown,
    list: { ...shown.list, data: shown.list.data.map((card) => (card.slug === slug ? { ...card, ...change } : card)) },
  };
$myAdverts
  .on(advertDeleted, (shown, slug) => patched(shown, slug, { is_deleted: true }))
  .on(advertSaved, (shown, advert) =>
    patched(shown, advert.slug, { is_draft: advert.is_draft, is_active: advert.is_active }),
  );

const signedOut = sample({ clock: authChanged, filter: (auth) => !auth.isAuth });
$wanted.reset(signedOut);
$myAdverts.reset(signedOut);
$myAdvertsFailed.reset(signedOut);
