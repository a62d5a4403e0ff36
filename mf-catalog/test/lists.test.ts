import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $compare,
  $favorites,
  $notices,
  compareToggled,
  favoriteToggled,
  localeChanged,
  productViewed,
} from '@vitrina/events';
import {
  MAX_COMPARE,
  MAX_RECENT,
  parseIds,
  rememberViewed,
  toggleId,
  undoToggle,
} from '../src/features/lists/lib/list-rules.ts';
import {
  $compareIds,
  $favoriteIds,
  $recentIds,
  LIST_NOTICE_MS,
  listsRestored,
  saveListFx,
} from '../src/features/lists/model/lists-model.ts';
import { clearLists, markFavoritesSynced, readList, readLists, writeList } from '../src/features/lists/lib/storage.ts';
import type { ListStorage } from '../src/features/lists/lib/storage.ts';
import { groupByCategory, inListOrder, propertyRows } from '../src/pages/compare/lib/compare-table.ts';
import { memoryStorage } from './memory-storage.ts';

describe('list rules', () => {
  it('adds to the front and takes a product out on a repeat add', () => {
    const added = toggleId([2, 3], 1, 10, 'drop-oldest');
    expect(added).toEqual({ ids: [1, 2, 3], change: 'added' });
    expect(toggleId(added.ids, 2, 10, 'drop-oldest')).toEqual({ ids: [1, 3], change: 'removed' });
  });

  it('drops the oldest favourite at the limit but refuses a product when compare is full', () => {
    expect(toggleId([3, 2, 1], 4, 3, 'drop-oldest').ids).toEqual([4, 3, 2]);
    const full = Array.from({ length: MAX_COMPARE }, (_, i) => i + 1);
    expect(toggleId(full, 99, MAX_COMPARE, 'refuse')).toEqual({ ids: full, change: 'full' });
  });

  it('keeps at most 30 recently viewed products, newest first, without repeats', () => {
    let ids: number[] = [];
    for (let id = 1; id <= 40; id += 1) ids = rememberViewed(ids, id);
    expect(ids).toHaveLength(MAX_RECENT);
    expect(ids[0]).toBe(40);
    expect(rememberViewed(ids, 20).slice(0, 2)).toEqual([20, 40]);
    expect(rememberViewed(ids, 20)).toHaveLength(MAX_RECENT);
  });

  it('takes back a refused toggle to where the product was, keeping later changes to other products', () => {
    // [5, 2, 9] -> 2 removed (refused later) -> 7 added meanwhile: 2 returns to its place.
    expect(undoToggle([7, 5, 9], 2, [5, 2, 9])).toEqual([7, 5, 2, 9]);
    // An add refused: the product leaves again.
    expect(undoToggle([4, 7, 5], 4, [7, 5])).toEqual([7, 5]);
    // The last product removed comes back last.
    expect(undoToggle([7, 5], 9, [5, 9])).toEqual([7, 5, 9]);
  });

  it('reads only positive integer ids from edited storage', () => {
    expect(parseIds(['3', 3, -1, 'x', 2.5, 7], 10)).toEqual([3, 7]);
    expect(parseIds('5,6,abc', 10)).toEqual([5, 6]);
    expect(parseIds({}, 10)).toEqual([]);
  });
});

describe('list storage', () => {
  it('writes favourites to local storage and a cookie, recent products to local storage under recent_products_ecom', () => {
    const storage = memoryStorage();
    writeList(storage, 'favorites', [3, 1]);
    writeList(storage, 'recent', [9]);
    expect(storage.local.get('favorites')).toBe('[3,1]');
    expect(storage.cookies.get('favorites')).toBe('3,1');
    expect(storage.local.get('recent_products_ecom')).toBe('[9]');
    expect(storage.cookies.has('recent_products_ecom')).toBe(false);
    expect(readList(storage, 'favorites')).toEqual([3, 1]);
  });

  it('falls back to the cookie when local storage lost the list, and survives storage that throws', () => {
    const storage = memoryStorage();
    storage.cookies.set('compare', '4,5');
    expect(readList(storage, 'compare')).toEqual([4, 5]);
    storage.local.set('compare', '{broken');
    expect(readList(storage, 'compare')).toEqual([4, 5]);
    const broken: ListStorage = {
      getLocal: () => {
        throw new Error('denied');
      },
      setLocal: () => {
        throw new Error('full');
      },
      removeLocal: () => {
        throw new Error('denied');
      },
      getCookie: () => {
        throw new Error('denied');
      },
      setCookie: () => {
        throw new Error('denied');
      },
    };
    expect(readList(broken, 'favorites')).toEqual([]);
    expect(() => writeList(broken, 'favorites', [1])).not.toThrow();
    expect(() => clearLists(broken)).not.toThrow();
    expect(readLists(broken).favoritesSynced).toBe(false);
  });

  it('remembers that the favourites were merged, and forgets every list and the flag at logout', () => {
    const storage = memoryStorage();
    writeList(storage, 'favorites', [3, 1]);
    writeList(storage, 'compare', [4]);
    writeList(storage, 'recent', [9]);
    expect(readLists(storage).favoritesSynced).toBe(false);
    markFavoritesSynced(storage);
    expect(readLists(storage)).toEqual({ favorites: [3, 1], compare: [4], recent: [9], favoritesSynced: true });
    clearLists(storage);
    expect([...storage.local.keys(), ...storage.cookies.keys()]).toEqual([]);
    expect(readLists(storage)).toEqual({ favorites: [], compare: [], recent: [], favoritesSynced: false });
  });
});

describe('lists model', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup() {
    const saved: { name: string; ids: number[] }[] = [];
    const scope = fork({
      handlers: [[saveListFx, (params: { name: string; ids: number[] }) => void saved.push(params)]],
    });
    return { scope, saved };
  }

  it('toggles favourites from the bus, saves them and puts the count on the bus', async () => {
    const { scope, saved } = setup();
    await allSettled(listsRestored, {
      scope,
      params: { favorites: [5], compare: [], recent: [], favoritesSynced: false },
    });
    expect(scope.getState($favorites)).toEqual({ count: 1 });
    void allSettled(favoriteToggled, { scope, params: { productId: 7 } });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($favoriteIds)).toEqual([7, 5]);
    expect(scope.getState($favorites)).toEqual({ count: 2 });
    void allSettled(favoriteToggled, { scope, params: { productId: 7 } });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($favoriteIds)).toEqual([5]);
    expect(saved).toEqual([
      { name: 'favorites', ids: [7, 5] },
      { name: 'favorites', ids: [5] },
    ]);
    await vi.advanceTimersByTimeAsync(LIST_NOTICE_MS);
  });

  it('shows a notice in the page language for 1 s', async () => {
    const { scope } = setup();
    await allSettled(localeChanged, { scope, params: 'ru' });
    void allSettled(compareToggled, { scope, params: { productId: 3 } });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($compareIds)).toEqual([3]);
    expect(scope.getState($compare)).toEqual({ count: 1 });
    expect(scope.getState($notices).map((n) => n.text)).toEqual(['Добавлено в сравнение']);
    await vi.advanceTimersByTimeAsync(LIST_NOTICE_MS - 1);
    expect(scope.getState($notices)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(scope.getState($notices)).toEqual([]);
  });

  it('does not save a refused compare add or a restore, and remembers viewed products once restored', async () => {
    const { scope, saved } = setup();
    const full = Array.from({ length: MAX_COMPARE }, (_, i) => i + 1);
    await allSettled(listsRestored, {
      scope,
      params: { favorites: [], compare: full, recent: [1], favoritesSynced: false },
    });
    void allSettled(compareToggled, { scope, params: { productId: 99 } });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($compareIds)).toEqual(full);
    expect(saved.filter((s) => s.name === 'compare')).toEqual([]);
    await vi.advanceTimersByTimeAsync(LIST_NOTICE_MS);
    await allSettled(productViewed, { scope, params: { productId: 8 } });
    expect(scope.getState($recentIds)).toEqual([8, 1]);
    expect(saved).toEqual([{ name: 'recent', ids: [8, 1] }]);
  });

  it('keeps a view reported before the lists were restored, in front of the stored ones, and saves it', async () => {
    const { scope, saved } = setup();
    await allSettled(productViewed, { scope, params: { productId: 4 } });
    expect(saved).toEqual([]);
    await allSettled(listsRestored, {
      scope,
      params: { favorites: [], compare: [], recent: [2, 4, 3], favoritesSynced: false },
    });
    expect(scope.getState($recentIds)).toEqual([4, 2, 3]);
    expect(saved).toEqual([{ name: 'recent', ids: [4, 2, 3] }]);
  });
});

describe('compare table', () => {
  const product = (productId: number, categoryId: number, properties: [string, string][]) => ({
    productId,
    title: `P${productId}`,
    properties: properties.map(([title, value]) => ({ title, value })),
    category: [{ subcategoryId: categoryId, subcategoryTitle: `C${categoryId}` }],
  });

  it('groups products by category and builds one row per specification', () => {
    const products = [
      product(1, 10, [['Color', 'red']]),
      product(2, 20, []),
      product(3, 10, [
        ['Size', 'L'],
        ['Color', 'blue'],
      ]),
    ];
    const groups = groupByCategory(products);
    expect(groups.map((g) => [g.categoryId, g.products.map((p) => p.productId)])).toEqual([
      [10, [1, 3]],
      [20, [2]],
    ]);
    expect(propertyRows(groups[0]!.products)).toEqual([
      { title: 'Color', values: ['red', 'blue'] },
      { title: 'Size', values: ['—', 'L'] },
    ]);
  });

  it('keeps the stored order of the list', () => {
    expect(inListOrder([3, 1], [{ productId: 1 }, { productId: 2 }, { productId: 3 }])).toEqual([
      { productId: 3 },
      { productId: 1 },
    ]);
  });
});
