// The one contract of a cart record store (cart-record-store.ts), run against every store by
// cart-stores.test.ts: versions, merge and replace, compare-and-set, deletion, the lock and its
// fencing, and many interleaved writers ending in the serial result.
import { describe, expect, it } from 'vitest';
import type { CartKey, CartOrder, CartRecordStore } from '../../src/cart-sync/cart-record-store.ts';

export interface StoreHarness {
  store: CartRecordStore;
  /** Ends the lease of the lock on `key` now, as if its 15 s had passed without a renewal. */
  expireLease(key: CartKey): Promise<void>;
}

const LEASE_MS = 15_000;
const line = (id: string, count = 1) => ({ product: { productId: id, stock: 10 }, count });
const cart = (...ids: string[]): CartOrder => ({ localCart: { products: ids.map((id) => line(id)) } });

/** One shopper's tab: read, add a line, save with the version read; on a conflict read again and retry. */
async function addLines(store: CartRecordStore, key: CartKey, ids: string[]): Promise<number> {
  let retries = 0;
  for (const id of ids)
    for (;;) {
      const { order, version } = await store.read(key);
      const products = ((order?.localCart as { products?: unknown[] } | undefined)?.products ?? []).concat(line(id));
      const outcome = await store.save(key, { localCart: { products } }, { replace: true, expectedVersion: version });
      if (outcome.kind === 'written') break;
      expect(outcome.kind).toBe('conflict');
      retries++;
    }
  return retries;
}

export function cartStoreContract(name: string, open: () => Promise<StoreHarness>) {
  describe(`${name} cart record store`, () => {
    it('has no cart at version 0 for a key never written, and counts each save from there', async () => {
      const { store } = await open();
      expect(await store.read('pharmacy:guest:a:0')).toEqual({ order: null, version: 0 });
      const first = await store.save('pharmacy:guest:a:0', cart('p1'), { replace: true });
      expect(first).toEqual({ kind: 'written', record: { order: cart('p1'), version: 1 } });
      await store.save('pharmacy:guest:a:0', cart('p2'), { replace: true });
      expect(await store.read('pharmacy:guest:a:0')).toEqual({ order: cart('p2'), version: 2 });
      expect(await store.read('pharmacy:guest:a:1')).toEqual({ order: null, version: 0 });
    });

    it('merges the given top-level fields into the stored order, or replaces the order whole', async () => {
      const { store } = await open();
      const key = 'pharmacy:guest:merge:0';
      await store.save(
        key,
        { ...cart('p1'), localDataFields: { name: 'Ana' }, promoCode: 'SPRING' },
        { replace: true },
      );
      const merged = await store.save(key, { localDataFields: { phone: '+37369123456' } }, { replace: false });
      expect(merged).toEqual({
        kind: 'written',
        record: {
          order: { ...cart('p1'), localDataFields: { phone: '+37369123456' }, promoCode: 'SPRING' },
          version: 2,
        },
      });
      await store.save(key, { localDataFields: {} }, { replace: true });
      expect(await store.read(key)).toEqual({ order: { localDataFields: {} }, version: 3 });
    });

    it('gives back every JSON value as saved: empty lists, nulls, text in any script, fractions', async () => {
      const { store } = await open();
      const order = {
        localCart: { products: [], deliveryPrice: null, discount: 0, promoCode: 'ŞĂŢ-кир' },
        localDataFields: { note: 'двері "7"\n', flags: [true, false], weight: 0.125 },
        storeId: null,
      };
      await store.save('pharmacy:guest:values:0', order, { replace: true });
      expect((await store.read('pharmacy:guest:values:0')).order).toEqual(order);
    });

    it('refuses a save with a stale expectedVersion, stores nothing and says the current version', async () => {
      const { store } = await open();
      const key = 'pharmacy:guest:cas:0';
      expect((await store.save(key, cart('p1'), { replace: true, expectedVersion: 0 })).kind).toBe('written');
      expect(await store.save(key, cart('p2'), { replace: true, expectedVersion: 0 })).toEqual({
        kind: 'conflict',
        currentVersion: 1,
      });
      expect(await store.save(key, cart('p3'), { replace: false, expectedVersion: 5 })).toEqual({
        kind: 'conflict',
        currentVersion: 1,
      });
      expect(await store.read(key)).toEqual({ order: cart('p1'), version: 1 });
    });

    it('deletes the cart but keeps counting, so a tab holding the old version cannot save over the deletion', async () => {
      const { store } = await open();
      const key = 'pharmacy:guest:delete:0';
      expect(await store.delete(key, {})).toEqual({ kind: 'missing', currentVersion: 0 });
      await store.save(key, { ...cart('p1'), promoCode: 'X' }, { replace: true });
      expect(await store.delete(key, { expectedVersion: 0 })).toEqual({ kind: 'conflict', currentVersion: 1 });
      expect(await store.delete(key, { expectedVersion: 1 })).toEqual({
        kind: 'written',
        record: { order: null, version: 2 },
      });
      expect(await store.read(key)).toEqual({ order: null, version: 2 });
      expect(await store.save(key, cart('p9'), { replace: true, expectedVersion: 1 })).toEqual({
        kind: 'conflict',
        currentVersion: 2,
      });
      // A merge after a deletion starts from nothing: the deleted fields do not come back.
      await store.save(key, cart('p2'), { replace: false, expectedVersion: 2 });
      expect(await store.read(key)).toEqual({ order: cart('p2'), version: 3 });
      expect(await store.delete(key, {})).toMatchObject({ kind: 'written' });
      expect(await store.delete(key, {})).toEqual({ kind: 'missing', currentVersion: 4 });
    });

    it('lends the lock to one holder at a time, with a larger token at each new lease', async () => {
      const { store } = await open();
      const key = 'pharmacy:user:1:0';
      const first = await store.acquireLock(key, 'tab-a', LEASE_MS);
      expect(first).toEqual({ token: expect.any(Number), leaseMs: LEASE_MS });
      expect(await store.acquireLock(key, 'tab-b', LEASE_MS)).toBeNull();
      expect(await store.acquireLock(key, 'tab-a', LEASE_MS)).toEqual(first);
      expect(await store.renewLock(key, 'tab-a', first!.token, LEASE_MS)).toEqual(first);
      expect(await store.renewLock(key, 'tab-b', first!.token, LEASE_MS)).toBeNull();
      expect(await store.releaseLock(key, 'tab-b', first!.token)).toBe(false);
      expect(await store.releaseLock(key, 'tab-a', first!.token)).toBe(true);
      expect(await store.releaseLock(key, 'tab-a', first!.token)).toBe(false);
      const second = await store.acquireLock(key, 'tab-b', LEASE_MS);
      expect(second!.token).toBeGreaterThan(first!.token);
      expect(await store.acquireLock('pharmacy:user:2:0', 'tab-c', LEASE_MS)).not.toBeNull();
    });

    it('takes a save fenced by the live lease, and refuses it once the lease expired, storing nothing', async () => {
      const { store, expireLease } = await open();
      const key = 'pharmacy:user:7:0';
      const grant = (await store.acquireLock(key, 'tab-a', LEASE_MS))!;
      const fenced = { replace: true, fence: grant.token };
      expect(await store.save(key, cart('guest-line'), fenced)).toMatchObject({ kind: 'written' });
      await expireLease(key);
      expect(await store.save(key, cart('late'), fenced)).toEqual({ kind: 'lock_lost', currentVersion: 1 });
      expect(await store.delete(key, { fence: grant.token })).toEqual({ kind: 'lock_lost', currentVersion: 1 });
      expect(await store.renewLock(key, 'tab-a', grant.token, LEASE_MS)).toBeNull();
      // Another tab takes the lock: the first tab's token stays refused, the new one is taken.
      const next = (await store.acquireLock(key, 'tab-b', LEASE_MS))!;
      expect(await store.save(key, cart('late'), fenced)).toEqual({ kind: 'lock_lost', currentVersion: 1 });
      expect(await store.save(key, cart('new'), { replace: true, fence: next.token })).toMatchObject({
        kind: 'written',
      });
      expect(await store.read(key)).toEqual({ order: cart('new'), version: 2 });
    });

    it('checks the fence before the version: a writer whose lease is over learns that first', async () => {
      const { store } = await open();
      const key = 'pharmacy:user:8:0';
      const grant = (await store.acquireLock(key, 'tab-a', LEASE_MS))!;
      await store.releaseLock(key, 'tab-a', grant.token);
      expect(await store.save(key, cart('x'), { replace: true, expectedVersion: 3, fence: grant.token })).toEqual({
        kind: 'lock_lost',
        currentVersion: 0,
      });
    });

    it("ends 200 interleaved saves of two tabs in the serial result: every line, in each tab's order", async () => {
      const { store } = await open();
      const key = 'pharmacy:user:200:0';
      const ids = (tab: string) => Array.from({ length: 100 }, (_, i) => `${tab}${i}`);
      const retries = await Promise.all([addLines(store, key, ids('a')), addLines(store, key, ids('b'))]);
      const { order, version } = await store.read(key);
      const saved = (order!.localCart as { products: { product: { productId: string } }[] }).products.map(
        (saved) => saved.product.productId,
      );
      expect(version).toBe(200);
      expect(saved).toHaveLength(200);
      expect(saved.filter((id) => id.startsWith('a'))).toEqual(ids('a'));
      expect(saved.filter((id) => id.startsWith('b'))).toEqual(ids('b'));
      // The tabs did interleave: some saves met a newer version and were retried.
      expect(retries[0]! + retries[1]!).toBeGreaterThan(0);
    });
  });
}
