// Where the shopper's lists live in the browser. Favourites and compare go to a cookie and to local
// storage (spec): local storage survives a cleared cookie, the cookie lets a future server render
// see the lists. Recently viewed is local storage only (key from the spec). Every access is
// guarded: storage can be off or full, and a list that cannot be saved still works for the visit.
// A signed-in shopper's favourites are the account's (favorites-sync.ts); a flag says this browser's
// list was merged into it once. Logout takes everything here away (spec: it clears local data).
import { MAX_COMPARE, MAX_FAVORITES, MAX_RECENT, parseIds } from './list-rules.ts';

export type ListName = 'favorites' | 'compare' | 'recent';

const KEYS: Record<ListName, string> = { favorites: 'favorites', compare: 'compare', recent: 'recent_products_ecom' };
const LIMITS: Record<ListName, number> = { favorites: MAX_FAVORITES, compare: MAX_COMPARE, recent: MAX_RECENT };
/** Spec, section 9: favourites cookie 31 536 000 s. */
const COOKIE_MAX_AGE = 31_536_000;
/** Set once this browser's favourites joined the account: from then on the server's list wins. */
const SYNCED_KEY = 'favorites_synced';

/** The lists as a page finds them in storage, with whether the favourites were merged already. */
export interface StoredLists {
  favorites: number[];
  compare: number[];
  recent: number[];
  favoritesSynced: boolean;
}

export interface ListStorage {
  getLocal(key: string): string | null;
  setLocal(key: string, value: string): void;
  removeLocal(key: string): void;
  getCookie(name: string): string | null;
  setCookie(name: string, value: string, maxAge: number): void;
}

export const browserStorage: ListStorage = {
  getLocal: (key) => window.localStorage.getItem(key),
  setLocal: (key, value) => window.localStorage.setItem(key, value),
  removeLocal: (key) => window.localStorage.removeItem(key),
  getCookie: (name) => {
    const pair = document.cookie.split('; ').find((one) => one.startsWith(`${name}=`));
    return pair ? decodeURIComponent(pair.slice(name.length + 1)) : null;
  },
  setCookie: (name, value, maxAge) => {
    document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAge}; samesite=lax`;
  },
};

const attempt = <T>(read: () => T, otherwise: T): T => {
  try {
    return read();
  } catch {
    return otherwise;
  }
};

export function readList(storage: ListStorage, name: ListName): number[] {
  const key = KEYS[name];
  const local = attempt(() => storage.getLocal(key), null);
  const fromLocal = local === null ? null : attempt(() => parseIds(JSON.parse(local), LIMITS[name]), null);
  if (fromLocal !== null) return fromLocal;
  if (name === 'recent') return [];
  return parseIds(attempt(() => storage.getCookie(key), null) ?? '', LIMITS[name]);
}

export function writeList(storage: ListStorage, name: ListName, ids: readonly number[]): void {
  const key = KEYS[name];
  attempt(() => storage.setLocal(key, JSON.stringify(ids)), undefined);
  if (name !== 'recent') attempt(() => storage.setCookie(key, ids.join(','), COOKIE_MAX_AGE), undefined);
}

export function readLists(storage: ListStorage): StoredLists {
  return {
    favorites: readList(storage, 'favorites'),
    compare: readList(storage, 'compare'),
    recent: readList(storage, 'recent'),
    favoritesSynced: attempt(() => storage.getLocal(SYNCED_KEY), null) === '1',
  };
}

export function markFavoritesSynced(storage: ListStorage): void {
  attempt(() => storage.setLocal(SYNCED_KEY, '1'), undefined);
}

/** Logout: the three lists and the flag leave local storage, the cookies expire at once. */
export function clearLists(storage: ListStorage): void {
  for (const key of [...Object.values(KEYS), SYNCED_KEY]) attempt(() => storage.removeLocal(key), undefined);
  for (const name of ['favorites', 'compare'] as const) attempt(() => storage.setCookie(KEYS[name], '', 0), undefined);
}
