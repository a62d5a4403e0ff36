// The shopper's own lists in a forked scope: my adverts by the URL's state and page (nothing asked for
// a guest, nothing asked twice, forgotten at sign-out), and the favourite adverts by category, read
// again when a heart on the page removes one.
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authChanged } from '@vitrina/events';
import { favoritesNeeded, favoriteToggled } from '../src/features/favorite-advert/index.ts';
import { $favoriteList, favoritesPageRequested } from '../src/pages/favorites/model/favorites-page-model.ts';
import { $myAdverts, myAdvertsRequested, myQueryOf } from '../src/pages/my-adverts/model/my-adverts-model.ts';
import { card, list } from './advert-support.ts';
import { fakeBackEnd, pathOf } from './fake-back-end.ts';

afterEach(() => vi.unstubAllGlobals());

async function signedIn() {
  const scope = fork();
  await allSettled(authChanged, { scope, params: { isAuth: true, name: 'Ana' } });
  return scope;
}

describe('my adverts', () => {
  it("ask for the URL's state and page (none for all and page 1), and not again for the list shown", async () => {
    const calls = fakeBackEnd(() => Response.json(list([card(1)])));
    const scope = await signedIn();
    const query = myQueryOf(new URLSearchParams('status=draft'), 2);
    await allSettled(myAdvertsRequested, { scope, params: query });
    await allSettled(myAdvertsRequested, { scope, params: query });
    await allSettled(myAdvertsRequested, { scope, params: myQueryOf(new URLSearchParams('status=everything'), 1) });
    expect(calls.map((c) => c.url)).toEqual(['api/my-adverts?status=draft&page=2', 'api/my-adverts']);
  });

  it('ask nothing for a guest, and are forgotten when the shopper signs out', async () => {
    const calls = fakeBackEnd(() => Response.json(list([card(1)])));
    await allSettled(myAdvertsRequested, { scope: fork(), params: { status: 'all', page: 1 } });
    expect(calls).toEqual([]);
    const scope = await signedIn();
    await allSettled(myAdvertsRequested, { scope, params: { status: 'all', page: 1 } });
    expect(scope.getState($myAdverts)?.list.data).toHaveLength(1);
    await allSettled(authChanged, { scope, params: { isAuth: false, name: null } });
    expect(scope.getState($myAdverts)).toBeNull();
  });
});

describe('the favourite adverts page', () => {
  it("asks for the URL's category, and reads the list again when a heart removes an advert", async () => {
    let ids = [1, 2];
    const calls = fakeBackEnd((call) => {
      if (call.method === 'DELETE') ids = ids.filter((id) => `api/my-favorite-adverts/${id}` !== call.url);
      return Response.json({ data: ids.map((id) => card(id)), advert_ids: ids });
    });
    const scope = await signedIn();
    await allSettled(favoritesPageRequested, { scope, params: 3 });
    await allSettled(favoritesNeeded, { scope });
    await allSettled(favoriteToggled, { scope, params: 2 });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET api/my-favorite-adverts?category=3',
      'GET api/my-favorite-adverts',
      'DELETE api/my-favorite-adverts/2',
      'GET api/my-favorite-adverts?category=3',
    ]);
    expect(scope.getState($favoriteList)?.data.map((c) => c.id)).toEqual([1]);
    expect(calls.every((c) => pathOf(c).startsWith('api/my-favorite-adverts'))).toBe(true);
  });
});
