// The default cart record store: in-process, for a gateway that runs alone (no REDIS_URL). Bounded
// (lru-cache) and forgetting carts unused for the record lifetime, like the Redis store. No
// operation awaits between its read and its write, so a compare-and-set is atomic in one process.
import { LRUCache } from 'lru-cache';
import { nextOrder } from './cart-record-store.ts';
import type {
  CartKey,
  CartOrder,
  CartRecord,
  CartRecordStore,
  LockGrant,
  SaveOptions,
  WriteGuard,
  WriteOutcome,
} from './cart-record-store.ts';

export interface MemoryCartStoreOptions {
  recordTtlMs: number;
  maxRecords?: number;
  now?: () => number;
}

interface Lock {
  holder: string;
  token: number;
  /** The lease is over at this instant (checked here; lru-cache's own ttl only frees the memory). */
  expiresAt: number;
}

export class MemoryCartStore implements CartRecordStore {
  private readonly records: LRUCache<CartKey, CartRecord>;
  private readonly locks: LRUCache<CartKey, Lock>;
  /** One sequence for every key: monotonic per key too, and never reset while the process lives. */
  private lastToken = 0;
  private readonly now: () => number;

  constructor(options: MemoryCartStoreOptions) {
    this.now = options.now ?? Date.now;
    // ttlResolution 0: read the injectable clock on every check, so tests move time exactly.
    const perf = { now: this.now };
    const max = options.maxRecords ?? 100_000;
    this.records = new LRUCache({ max, ttl: options.recordTtlMs, updateAgeOnGet: true, perf, ttlResolution: 0 });
    this.locks = new LRUCache({ max, ttl: 1, perf, ttlResolution: 0 });
  }

  async read(key: CartKey): Promise<CartRecord> {
    return this.current(key);
  }

  async save(key: CartKey, order: CartOrder, options: SaveOptions): Promise<WriteOutcome> {
    const current = this.current(key);
    const refusal = this.refusal(key, current.version, options);
    if (refusal) return refusal;
    const record = { order: nextOrder(current.order, order, options.replace), version: current.version + 1 };
    this.records.set(key, structuredClone(record));
    return { kind: 'written', record };
  }

  async delete(key: CartKey, guard: WriteGuard): Promise<WriteOutcome> {
    const current = this.current(key);
    const refusal = this.refusal(key, current.version, guard);
    if (refusal) return refusal;
    if (!current.order) return { kind: 'missing', currentVersion: current.version };
    const record = { order: null, version: current.version + 1 };
    this.records.set(key, record);
    return { kind: 'written', record };
  }

  async acquireLock(key: CartKey, holder: string, leaseMs: number): Promise<LockGrant | null> {
    const held = this.liveLock(key);
    if (held && held.holder !== holder) return null;
    return this.lend(key, holder, held?.token ?? ++this.lastToken, leaseMs);
  }

  async renewLock(key: CartKey, holder: string, token: number, leaseMs: number): Promise<LockGrant | null> {
    return this.holds(key, holder, token) ? this.lend(key, holder, token, leaseMs) : null;
  }

  async releaseLock(key: CartKey, holder: string, token: number): Promise<boolean> {
    return this.holds(key, holder, token) && this.locks.delete(key);
  }

  async ready(): Promise<boolean> {
    return true;
  }

  async close(): Promise<void> {
    this.records.clear();
    this.locks.clear();
  }

  /** A copy, as a record read from Redis would be: a caller's edits never reach the stored one. */
  private current(key: CartKey): CartRecord {
    return structuredClone(this.records.get(key) ?? { order: null, version: 0 });
  }

  private lend(key: CartKey, holder: string, token: number, leaseMs: number): LockGrant {
    this.locks.set(key, { holder, token, expiresAt: this.now() + leaseMs }, { ttl: leaseMs + 1 });
    return { token, leaseMs };
  }

  private liveLock(key: CartKey): Lock | undefined {
    const lock = this.locks.get(key);
    return lock && this.now() < lock.expiresAt ? lock : undefined;
  }

  private holds(key: CartKey, holder: string, token: number): boolean {
    const held = this.liveLock(key);
    return held !== undefined && held.holder === holder && held.token === token;
  }

  /** The fence first: a writer whose lease is over learns that, not a version it cannot act on. */
  private refusal(key: CartKey, version: number, guard: WriteGuard): WriteOutcome | null {
    if (guard.fence !== undefined && this.liveLock(key)?.token !== guard.fence)
      return { kind: 'lock_lost', currentVersion: version };
    if (guard.expectedVersion !== undefined && guard.expectedVersion !== version)
      return { kind: 'conflict', currentVersion: version };
    return null;
  }
}
