// What a cart record store promises (spec 7, "own server cart endpoint"): one synchronised order per
// key with a version, saved by compare-and-set, and a leased lock whose fencing token a save may
// carry. Two homes keep it: memory-cart-store.ts (one gateway) and redis-cart-store.ts (several).

/** `<brand>:<owner>:<group>`, built by cart-owner.ts; a store may prefix it but never parses it. */
export type CartKey = string;

/** The order's top-level fields (localCart, localDataFields, ...), each any JSON value. */
export type CartOrder = Record<string, unknown>;

/**
 * `order` null: there is no cart. `version` still counts every write, a delete included, so a tab
 * that read the cart before it was deleted cannot save over the deletion with its old version.
 */
export interface CartRecord {
  order: CartOrder | null;
  version: number;
}

export interface WriteGuard {
  /** The version the writer last saw (0: it saw no record); another one is a conflict. */
  expectedVersion?: number;
  /** The fencing token of the lock the writer holds; refused once its lease is over. */
  fence?: number;
}

export interface SaveOptions extends WriteGuard {
  /** true: the order becomes exactly the given one; false: its top-level fields are merged in. */
  replace: boolean;
}

export type WriteOutcome =
  | { kind: 'written'; record: CartRecord }
  | { kind: 'conflict'; currentVersion: number }
  /** The fence's lease expired, or another holder has the lock now. */
  | { kind: 'lock_lost'; currentVersion: number }
  /** A delete of a record that holds no cart. */
  | { kind: 'missing'; currentVersion: number };

export interface LockGrant {
  /** Larger than every token handed out for any key before: a late writer's token is always older. */
  token: number;
  leaseMs: number;
}

export interface CartRecordStore {
  read(key: CartKey): Promise<CartRecord>;
  save(key: CartKey, order: CartOrder, options: SaveOptions): Promise<WriteOutcome>;
  delete(key: CartKey, guard: WriteGuard): Promise<WriteOutcome>;
  /** A new lease, or the holder's own one extended; null while another holder has it. */
  acquireLock(key: CartKey, holder: string, leaseMs: number): Promise<LockGrant | null>;
  /** null when the lease is over or the lock is someone else's now. */
  renewLock(key: CartKey, holder: string, token: number, leaseMs: number): Promise<LockGrant | null>;
  /** false when the lock was no longer the holder's. */
  releaseLock(key: CartKey, holder: string, token: number): Promise<boolean>;
  /** True once usable; a store that is down does not hold the gateway's start. */
  ready(timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

/** Merge or replace at the top level, the rule both stores apply (Redis in its script). */
export function nextOrder(stored: CartOrder | null, given: CartOrder, replace: boolean): CartOrder {
  return replace || !stored ? { ...given } : { ...stored, ...given };
}
