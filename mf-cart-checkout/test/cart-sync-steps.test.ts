// The cart's synchronisation for a signed-in shopper, as spec 4 orders it, against a shop in
// memory: migration at sign-in by the tab that wins the lock, the other tabs' wait, saves that
// name a version and recover from a 409 once, and what a failed step leaves for the next page.
import { describe, expect, it } from 'vitest';
import type { CartOrderInput } from '@vitrina/contract';
import { SyncStorage } from '../src/features/cart-sync/lib/sync-storage.ts';
import { saveCart, startSync } from '../src/features/cart-sync/lib/sync-steps.ts';
import type { SyncDeps } from '../src/features/cart-sync/lib/sync-steps.ts';
import { LOCK_POLL_MAX_MS, LOCK_POLL_MIN_MS, LOCK_WAIT_MS } from '../src/shared/config/timings.ts';
import { FakeSyncShop, sharedStorage, steppedClock } from './fake-sync-shop.ts';

/** A guest's copy of a cart with these product ids, as the cart widget writes it. */
const guestCopy = (...ids: number[]) => ({
  products: ids.map((productId) => ({ product: { productId, multiplicity: 1, stock: 10 }, count: 1 })),
});

function tab(shop: FakeSyncShop, name: string, store = sharedStorage(), clock = steppedClock()) {
  const storage = new SyncStorage(store);
  let renewals = 0;
  const deps: SyncDeps = {
    transport: shop.transportFor(name),
    storage,
    now: clock.now,
    wait: clock.wait,
    random: () => 0.5,
    every: () => {
      renewals += 1;
      return () => undefined;
    },
  };
  return { deps, storage, store, renewals: () => renewals };
}

const linesOf = (order: CartOrderInput | null) =>
  (order?.localCart?.products ?? []).map((item) => {
    const { product, count } = item as { product: { productId: number }; count: number };
    return [product.productId, count];
  });

describe('starting signed in', () => {
  it('with no guest products, loads the record: its version and checkout form, no lock taken', async () => {
    const shop = new FakeSyncShop();
    shop.record = { order: { localCart: { products: [] }, localDataFields: { phone: '+37360000000' } }, version: 7 };
    const one = tab(shop, 'a');
    await expect(startSync(one.deps)).resolves.toEqual({ kind: 'loaded' });
    expect(one.storage.version()).toBe(7);
    expect(one.storage.formFields()).toEqual({ phone: '+37360000000' });
    expect(one.storage.owner()).toBe('user');
    expect(shop.lock).toBeNull();
    expect(shop.merges).toBe(0);
  });

  it('with a guest cart, the lock’s winner merges it on the server, saves under the lock and deletes the guest record', async () => {
    const shop = new FakeSyncShop();
    shop.guestLines = [{ productId: 5, count: 2, stock: 3 }];
    shop.userLines = [
      { productId: 5, count: 2, stock: 3 },
      { productId: 9, count: 1, stock: 10 },
    ];
    shop.record = { order: { localCart: { products: [] } }, version: 4 };
    const one = tab(shop, 'a');
    one.store.write('cart', guestCopy(5));

    const outcome = await startSync(one.deps);
    expect(outcome.kind).toBe('migrated');
    // Counts added, capped at stock (2 + 2 > 3).
    expect(linesOf(shop.record.order)).toEqual([
      [5, 3],
      [9, 1],
    ]);
    expect(shop.saves).toEqual([{ expectedVersion: 4, lockToken: 1, outcome: 'saved' }]);
    expect(shop.guestRecord.order).toBeNull();
    expect(shop.lock).toBeNull();
    expect(one.renewals()).toBe(1);
    expect(one.storage.version()).toBe(5);
    expect(one.storage.owner()).toBe('user');
  });

  it('two tabs at once: one migrates, the other waits for it and loads without merging again', async () => {
    const shop = new FakeSyncShop();
    shop.guestLines = [{ productId: 5, count: 1, stock: 10 }];
    const browser = sharedStorage();
    browser.write('cart', guestCopy(5));
    const [first, second] = [tab(shop, 'a', browser), tab(shop, 'b', browser)];

    const outcomes = await Promise.all([startSync(first.deps), startSync(second.deps)]);
    expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(['migrated', 'waited']);
    expect(shop.merges).toBe(1);
    expect(linesOf(shop.record.order)).toEqual([[5, 1]]);
    expect(second.storage.version()).toBe(shop.record.version);
  });

  it('a waiting tab gives up after 20 s of a held lock, asking every 150-200 ms, and loads without merging', async () => {
    const shop = new FakeSyncShop();
    shop.guestLines = [{ productId: 5, count: 1, stock: 10 }];
    shop.lock = { token: 99, holder: 'a stuck tab' };
    const clock = steppedClock();
    const waiting = tab(shop, 'b', sharedStorage(), clock);
    waiting.store.write('cart', guestCopy(5));
    let asked = 0;
    const acquire = waiting.deps.transport.acquireLock;
    waiting.deps.transport.acquireLock = () => {
      asked += 1;
      return acquire();
    };

    await expect(startSync(waiting.deps)).resolves.toEqual({ kind: 'waited' });
    expect(clock.now()).toBeGreaterThanOrEqual(LOCK_WAIT_MS);
    expect(clock.now()).toBeLessThan(LOCK_WAIT_MS + LOCK_POLL_MAX_MS);
    // One try before waiting, then one per poll.
    expect(asked - 1).toBeGreaterThanOrEqual(Math.floor(LOCK_WAIT_MS / LOCK_POLL_MAX_MS));
    expect(asked - 1).toBeLessThanOrEqual(Math.ceil(LOCK_WAIT_MS / LOCK_POLL_MIN_MS));
    expect(shop.merges).toBe(0);
  });

  it('a winner whose lease ran out keeps the guest record (the new holder decides)', async () => {
    const shop = new FakeSyncShop();
    shop.guestLines = [{ productId: 5, count: 1, stock: 10 }];
    shop.failing.add('renew');
    const one = tab(shop, 'a');
    one.store.write('cart', guestCopy(5));
    await startSync(one.deps);
    expect(shop.guestRecord.order).not.toBeNull();
  });

  it('a failed merge leaves the copy a guest’s, so the next page migrates it', async () => {
    const shop = new FakeSyncShop();
    shop.guestLines = [{ productId: 5, count: 1, stock: 10 }];
    shop.failing.add('merge');
    const one = tab(shop, 'a');
    one.store.write('cart', guestCopy(5));
    await expect(startSync(one.deps)).resolves.toEqual({ kind: 'loaded' });
    expect(one.storage.owner()).toBe('guest');
    expect(shop.lock).toBeNull();
  });
});

describe('saving', () => {
  it('names the stored version and stores the next', async () => {
    const shop = new FakeSyncShop();
    shop.userLines = [{ productId: 1, count: 2, stock: 5 }];
    const one = tab(shop, 'a');
    one.storage.setVersion(0);
    await expect(saveCart(one.deps, shop.cartOf(shop.userLines))).resolves.toEqual({ saved: true });
    expect(one.storage.version()).toBe(1);
    expect(linesOf(shop.record.order)).toEqual([[1, 2]]);
  });

  it('reads the version first when this browser has none', async () => {
    const shop = new FakeSyncShop();
    shop.record = { order: { localCart: { products: [] } }, version: 12 };
    const one = tab(shop, 'a');
    await saveCart(one.deps, shop.cartOf([]));
    expect(shop.saves[0]).toMatchObject({ expectedVersion: 12, outcome: 'saved' });
  });

  it('on a 409 stores the current version, reloads the server cart without merging and saves once more', async () => {
    const shop = new FakeSyncShop();
    const one = tab(shop, 'a');
    one.storage.setVersion(0);
    // Another device saved, and the server cart has its line too.
    shop.savedElsewhere({ localCart: { products: [] }, localDataFields: { note: 'ring twice' } });
    shop.userLines = [
      { productId: 2, count: 1, stock: 5 },
      { productId: 3, count: 4, stock: 5 },
    ];

    const outcome = await saveCart(one.deps, shop.cartOf([{ productId: 2, count: 1, stock: 5 }]));
    expect(outcome.saved).toBe(true);
    expect(outcome.reloaded?.products.map((product) => product.product_id)).toEqual([2, 3]);
    expect(shop.saves.map((save) => [save.expectedVersion, save.outcome])).toEqual([
      [0, 'conflict'],
      [1, 'saved'],
    ]);
    expect(linesOf(shop.record.order)).toEqual([
      [2, 1],
      [3, 4],
    ]);
    expect(one.storage.formFields()).toEqual({ note: 'ring twice' });
  });

  it('retries only once: a second conflict is not saved and stores the newest version', async () => {
    const shop = new FakeSyncShop();
    const one = tab(shop, 'a');
    one.storage.setVersion(0);
    shop.savedElsewhere({});
    const read = one.deps.transport.readRecord;
    one.deps.transport.readRecord = async () => {
      const answer = await read();
      shop.savedElsewhere({});
      return answer;
    };
    await expect(saveCart(one.deps, shop.cartOf([]))).resolves.toMatchObject({ saved: false });
    expect(shop.saves).toHaveLength(2);
    expect(one.storage.version()).toBe(shop.record.version);
  });
});
