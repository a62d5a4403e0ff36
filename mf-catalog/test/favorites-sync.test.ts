// A signed-in shopper's favourites kept with the account: the browser's list merges in once, then
// the account's list is shown on every page; toggles reach the server and are put back when it
// refuses; a 401 ends the session; logout empties what the browser kept; a guest never calls.
import { allSettled, fork } from 'effector';
import type { Scope } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $auth,
  $favorites,
  $notices,
  $sessionLost,
  authChanged,
  favoriteToggled,
  localeChanged,
} from '@vitrina/events';
import { markFavoritesSynced, readLists, writeList } from '../src/features/lists/lib/storage.ts';
import { markSyncedFx } from '../src/features/lists/model/favorites-sync.ts';
import {
  $compareIds,
  $favoriteIds,
  $recentIds,
  clearListsFx,
  LIST_NOTICE_MS,
  listsRestored,
  saveListFx,
} from '../src/features/lists/model/lists-model.ts';
import { clearLists } from '../src/features/lists/lib/storage.ts';
import { memoryStorage } from './memory-storage.ts';

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/**
 * The API's /favorites calls over one account's list (newest first), as the back end answers
 * them through the /api proxy; `refuse` answers every call with that status instead.
 */
function fakeAccount(account: number[]) {
  const calls: Call[] = [];
  const state = { account, refuse: 0 };
  const answer = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetchStub = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = init.body ? (JSON.parse(init.body as string) as Record<string, unknown>) : undefined;
    calls.push({ method, url, body });
    if (state.refuse) return answer(state.refuse, { code: 'refused', message: 'refused' });
    if (url === '/api/favorites/merge') {
      const ids = body!.product_ids as number[];
      state.account = [...ids.filter((id) => !state.account.includes(id)), ...state.account];
    } else if (method === 'POST') state.account = [body!.product_id as number, ...state.account];
    else if (method === 'DELETE') state.account = state.account.filter((id) => id !== body!.product_id);
    return answer(200, { product_ids: state.account });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls, state };
}

/** A page of the shop in a browser whose storage is `storage`, drawn for a shopper or a guest. */
function openPage(storage: ReturnType<typeof memoryStorage>, signedIn: boolean): Scope {
  return fork({
    values: [[$auth, { isAuth: signedIn, name: null }]],
    handlers: [
      [
        saveListFx,
        ({ name, ids }: { name: 'favorites' | 'compare' | 'recent'; ids: number[] }) => writeList(storage, name, ids),
      ],
      [markSyncedFx, () => markFavoritesSynced(storage)],
      [clearListsFx, () => clearLists(storage)],
    ],
  });
}

/** What the list-counts widget does after hydration. */
const restore = (scope: Scope, storage: ReturnType<typeof memoryStorage>) =>
  allSettled(listsRestored, { scope, params: readLists(storage) });

/** A toggle, settled with its 1 s notice elapsed. */
async function toggle(scope: Scope, productId: number) {
  const settled = allSettled(favoriteToggled, { scope, params: { productId } });
  await vi.advanceTimersByTimeAsync(LIST_NOTICE_MS);
  await settled;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('favourites of a signed-in shopper', () => {
  it("merges the browser's list into the account once, then shows the account's list on every page", async () => {
    const storage = memoryStorage();
    writeList(storage, 'favorites', [3, 1]);
    const { calls, state } = fakeAccount([7]);

    const first = openPage(storage, true);
    await restore(first, storage);
    expect(calls).toEqual([{ method: 'POST', url: '/api/favorites/merge', body: { product_ids: [3, 1] } }]);
    expect(first.getState($favoriteIds)).toEqual([3, 1, 7]);
    expect(first.getState($favorites)).toEqual({ count: 3 });
    expect(readLists(storage)).toMatchObject({ favorites: [3, 1, 7], favoritesSynced: true });

    // Another device took 3 out: the next page shows the account's list, nothing is merged again.
    state.account = [1, 7];
    const next = openPage(storage, true);
    await restore(next, storage);
    expect(calls.slice(1)).toEqual([{ method: 'GET', url: '/api/favorites', body: undefined }]);
    expect(next.getState($favoriteIds)).toEqual([1, 7]);
    expect(readLists(storage).favorites).toEqual([1, 7]);
  });

  it("merges at a sign-in on the page, but not when a signed-in page's name arrives", async () => {
    const storage = memoryStorage();
    writeList(storage, 'favorites', [4]);
    const { calls } = fakeAccount([2]);
    const guestPage = openPage(storage, false);
    await restore(guestPage, storage);
    await allSettled(authChanged, { scope: guestPage, params: { isAuth: true, name: 'Ana' } });
    expect(calls).toEqual([{ method: 'POST', url: '/api/favorites/merge', body: { product_ids: [4] } }]);
    expect(guestPage.getState($favorites)).toEqual({ count: 2 });

    const signedInPage = openPage(storage, true);
    await restore(signedInPage, storage);
    await allSettled(authChanged, { scope: signedInPage, params: { isAuth: true, name: 'Ana' } });
    expect(calls.slice(1).map((call) => call.method)).toEqual(['GET']);
  });

  it('adds and removes on the server as the shopper toggles', async () => {
    const storage = memoryStorage();
    markFavoritesSynced(storage);
    const { calls, state } = fakeAccount([]);
    const scope = openPage(storage, true);
    await restore(scope, storage);
    await toggle(scope, 5);
    await toggle(scope, 6);
    await toggle(scope, 5);
    expect(calls.slice(1)).toEqual([
      { method: 'POST', url: '/api/favorites', body: { product_id: 5 } },
      { method: 'POST', url: '/api/favorites', body: { product_id: 6 } },
      { method: 'DELETE', url: '/api/favorites', body: { product_id: 5 } },
    ]);
    expect(state.account).toEqual([6]);
    expect(scope.getState($favoriteIds)).toEqual([6]);
  });

  it('puts the list back and says so in the page language when the server refuses a toggle', async () => {
    const storage = memoryStorage();
    writeList(storage, 'favorites', [8, 9]);
    markFavoritesSynced(storage);
    const { state } = fakeAccount([8, 9]);
    const scope = openPage(storage, true);
    await allSettled(localeChanged, { scope, params: 'ro' });
    await restore(scope, storage);
    state.refuse = 503;
    await toggle(scope, 8);
    await toggle(scope, 4);
    expect(scope.getState($favoriteIds)).toEqual([8, 9]);
    expect(readLists(storage).favorites).toEqual([8, 9]);
    expect(scope.getState($notices).map((notice) => [notice.kind, notice.text])).toEqual([
      ['error', 'Favoritele nu au putut fi salvate în cont. Încercați din nou.'],
      ['error', 'Favoritele nu au putut fi salvate în cont. Încercați din nou.'],
    ]);
  });

  it('ends the session on a 401 and calls no more', async () => {
    const storage = memoryStorage();
    const { calls, state } = fakeAccount([]);
    state.refuse = 401;
    const scope = openPage(storage, true);
    await restore(scope, storage);
    expect(scope.getState($sessionLost)).toBe(true);
    expect(readLists(storage).favoritesSynced).toBe(false);
    await toggle(scope, 3);
    expect(calls).toHaveLength(1);
  });
});

describe('logout', () => {
  it('empties the lists, their storage and the merged flag', async () => {
    const storage = memoryStorage();
    writeList(storage, 'favorites', [1, 2]);
    writeList(storage, 'compare', [3]);
    writeList(storage, 'recent', [4]);
    markFavoritesSynced(storage);
    fakeAccount([1, 2]);
    const scope = openPage(storage, true);
    await restore(scope, storage);
    await allSettled(authChanged, { scope, params: { isAuth: false, name: null } });
    expect([scope.getState($favoriteIds), scope.getState($compareIds), scope.getState($recentIds)]).toEqual([
      [],
      [],
      [],
    ]);
    expect(scope.getState($favorites)).toEqual({ count: 0 });
    expect([...storage.local.keys(), ...storage.cookies.keys()]).toEqual([]);
  });

  it('keeps an answer that arrives after the logout from refilling the list', async () => {
    const storage = memoryStorage();
    writeList(storage, 'favorites', [1]);
    let answer: (res: Response) => void = () => undefined;
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
    const scope = openPage(storage, true);
    const restored = restore(scope, storage);
    // Both settle only once the merge answered (a scope waits for all of its calls).
    const loggedOut = allSettled(authChanged, { scope, params: { isAuth: false, name: null } });
    answer(new Response(JSON.stringify({ product_ids: [1, 5] }), { status: 200 }));
    await Promise.all([restored, loggedOut]);
    expect(scope.getState($favoriteIds)).toEqual([]);
    expect(readLists(storage)).toEqual({ favorites: [], compare: [], recent: [], favoritesSynced: false });
  });
});

describe('a guest', () => {
  it('keeps favourites in the browser only and never calls the server', async () => {
    const storage = memoryStorage();
    const { calls } = fakeAccount([]);
    const scope = openPage(storage, false);
    await restore(scope, storage);
    await toggle(scope, 5);
    await toggle(scope, 6);
    await toggle(scope, 5);
    expect(readLists(storage).favorites).toEqual([6]);
    expect(calls).toEqual([]);
  });
});
