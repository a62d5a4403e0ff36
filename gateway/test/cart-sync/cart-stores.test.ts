// The cart record store contract on memory and on the real Redis, then what each store must
// guarantee itself: the memory store's lifetime by its clock, Redis's by its own expiry.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import type { CartRecordStore } from '../../src/cart-sync/cart-record-store.ts';
import { MemoryCartStore } from '../../src/cart-sync/memory-cart-store.ts';
import { RedisCartStore } from '../../src/cart-sync/redis-cart-store.ts';
import { dropRedisPrefix, REDIS_URL } from '../helpers/page-gateway.ts';
import { cartStoreContract } from './cart-store-contract.ts';

const DAY_MS = 86_400_000;
const silentLog = { warn: () => undefined, info: () => undefined };
const prefixes: string[] = [];
const closers: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closers) await close();
  for (const prefix of prefixes) await dropRedisPrefix(prefix);
});

function memoryStore(clock = { now: 1_000_000 }) {
  return new MemoryCartStore({ recordTtlMs: 30 * DAY_MS, now: () => clock.now });
}

async function redisStore(recordTtlMs = 30 * DAY_MS) {
  const keyPrefix = `vitrina-test:${randomUUID()}:`;
  prefixes.push(keyPrefix);
  const store = new RedisCartStore({ url: REDIS_URL, keyPrefix, recordTtlMs, timeoutMs: 2000, log: silentLog });
  closers.push(() => store.close());
  expect(await store.ready(2000)).toBe(true);
  const client = new Redis(REDIS_URL);
  closers.push(() => client.quit());
  return { store, keyPrefix, client };
}

cartStoreContract('memory', async () => {
  const clock = { now: 1_000_000 };
  const store = memoryStore(clock);
  // The memory store's leases run on its clock: moving it past the lease is the lease passing.
  return { store, expireLease: async () => void (clock.now += 15_000) };
});

cartStoreContract('redis', async () => {
  const { store, keyPrefix, client } = await redisStore();
  return {
    store,
    // Redis keeps the lease as the lock key's expiry: the key expiring is the lease passing.
    expireLease: async (key) => void (await client.del(`${keyPrefix}l:${key}`)),
  };
});

/**
 * Polls `check` every 10 ms until it is true or `withinMs` passed; the wait ends on the condition,
 * and the bound is generous so only a lease that never ends fails it, not a busy machine.
 */
async function eventually(check: () => Promise<boolean>, withinMs = 30_000): Promise<boolean> {
  const until = Date.now() + withinMs;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return false;
}

describe('memory cart record store', () => {
  it('forgets a cart nobody used for the record lifetime, and a read counts as use', async () => {
    const clock = { now: 1_000_000 };
    const store: CartRecordStore = memoryStore(clock);
    await store.save('pharmacy:guest:old:0', { localCart: {} }, { replace: true });
    await store.save('pharmacy:guest:read:0', { localCart: {} }, { replace: true });
    clock.now += 20 * DAY_MS;
    await store.read('pharmacy:guest:read:0');
    clock.now += 20 * DAY_MS;
    expect(await store.read('pharmacy:guest:old:0')).toEqual({ order: null, version: 0 });
    expect(await store.read('pharmacy:guest:read:0')).toEqual({ order: { localCart: {} }, version: 1 });
  });

  it('lets a lease run out by its clock, not before', async () => {
    const clock = { now: 1_000_000 };
    const store = memoryStore(clock);
    const grant = (await store.acquireLock('k', 'tab-a', 15_000))!;
    clock.now += 14_999;
    expect(await store.acquireLock('k', 'tab-b', 15_000)).toBeNull();
    expect(await store.renewLock('k', 'tab-a', grant.token, 15_000)).not.toBeNull();
    clock.now += 14_999;
    expect(await store.save('k', {}, { replace: true, fence: grant.token })).toMatchObject({ kind: 'written' });
    clock.now += 1;
    expect(await store.save('k', {}, { replace: true, fence: grant.token })).toMatchObject({ kind: 'lock_lost' });
  });
});

describe('redis cart record store', () => {
  it("lets a lease run out by Redis's own clock: then the fenced save is refused and another tab gets the lock", async () => {
    const { store } = await redisStore();
    // A held lease refusing another tab is the contract suite's (a 15 s lease); here only the expiry
    // by Redis's clock, which no check right after acquiring could await without racing a busy machine.
    const grant = (await store.acquireLock('pharmacy:user:1:0', 'tab-a', 150))!;
    expect(await eventually(async () => (await store.acquireLock('pharmacy:user:1:0', 'tab-b', 15_000)) !== null)).toBe(
      true,
    );
    expect(await store.save('pharmacy:user:1:0', {}, { replace: true, fence: grant.token })).toMatchObject({
      kind: 'lock_lost',
    });
  });

  it('gives each record the record lifetime again at every read and write', async () => {
    const { store, keyPrefix, client } = await redisStore(60_000);
    await store.save('pharmacy:guest:ttl:0', { localCart: {} }, { replace: true });
    const key = `${keyPrefix}r:pharmacy:guest:ttl:0`;
    await client.pexpire(key, 1000);
    await store.read('pharmacy:guest:ttl:0');
    expect(await client.pttl(key)).toBeGreaterThan(1000);
    expect(await client.pttl(key)).toBeLessThanOrEqual(60_000);
    await store.delete('pharmacy:guest:ttl:0', {});
    expect(await client.pttl(key)).toBeGreaterThan(1000);
  });

  it("keeps the records of one key prefix apart from another deployment's on the same Redis", async () => {
    const one = await redisStore();
    const two = await redisStore();
    await one.store.save('pharmacy:guest:same:0', { localCart: {} }, { replace: true });
    expect(await two.store.read('pharmacy:guest:same:0')).toEqual({ order: null, version: 0 });
  });
});
