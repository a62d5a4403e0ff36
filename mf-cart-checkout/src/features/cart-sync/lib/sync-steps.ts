// The cart's synchronisation for a signed-in shopper, step by step as spec 4 orders it. The server
// cart (PostgreSQL) holds the lines and prices; the record at /api/cart-redis carries the copy of
// the lines with the checkout form, and its version tells every tab and device that the cart moved.
//   - At sign-in a guest copy with products is migrated by the tab that wins the lock: the server
//     merges the guest's cart into the account's, the record is saved under the lock, and the
//     guest's record is deleted if the lock is still held. Other tabs wait (up to 20 s, asking
//     every 150-200 ms), then load without merging. With no guest products the record is loaded.
//   - Every save replaces the record naming the version it read; a 409 stores the current version,
//     reloads without merging and saves once more.
import type { Cart, CartOrderInput } from '@vitrina/contract';
import { mirrorOf } from '../../../entities/cart/index.ts';
import { LOCK_POLL_MAX_MS, LOCK_POLL_MIN_MS, LOCK_RENEW_MS, LOCK_WAIT_MS } from '../../../shared/config/timings.ts';
import type { SyncStorage } from './sync-storage.ts';
import type { RecordRead, RecordSave, SyncTransport } from './sync-transport.ts';

export interface SyncDeps {
  transport: SyncTransport;
  storage: SyncStorage;
  now(): number;
  wait(ms: number): Promise<void>;
  /** A number in [0, 1), for the spread of the polling. */
  random(): number;
  /** Calls `tick` every `ms` until the returned stop is called. */
  every(ms: number, tick: () => void): () => void;
}

export type StartOutcome =
  /** This tab merged the guest's cart: the server's answer. */
  | { kind: 'migrated'; cart: Cart }
  /** Another tab migrated (or the wait ran out): the cart is loaded again, without merging. */
  | { kind: 'waited' }
  /** Nothing to migrate: the record's version and form were read. */
  | { kind: 'loaded' };

export interface SaveOutcome {
  saved: boolean;
  /** Set when a conflict made this tab load the server's cart again. */
  reloaded?: Cart;
}

/** The record's order for a cart as the server answered it, with the form the browser keeps. */
export function orderOf(storage: SyncStorage, cart: Cart | null): CartOrderInput {
  const mirror = mirrorOf(storage.localCart(), cart);
  // Spread into plain objects: the record's shape is open (any field), the domain's is exact.
  const localCart = { ...mirror, products: mirror.products.map((line) => ({ ...line })) };
  return { localCart, localDataFields: storage.formFields() };
}

/** Takes what a read of the record says: its version, and the checkout form it carries. */
export function adoptRecord(storage: SyncStorage, read: RecordRead): void {
  if (read.kind === 'failed') return;
  if (read.kind === 'missing') {
    storage.setVersion(read.currentVersion);
    return;
  }
  storage.setVersion(read.version);
  if (read.order.localDataFields) storage.setFormFields(read.order.localDataFields);
}

/** Loads the record without merging anything into it; the copy is the account's from now on. */
export async function loadRecord(deps: SyncDeps): Promise<void> {
  adoptRecord(deps.storage, await deps.transport.readRecord());
  deps.storage.setOwner('user');
}

async function versionToName(deps: SyncDeps): Promise<number | null> {
  const known = deps.storage.version();
  if (known !== null) return known;
  adoptRecord(deps.storage, await deps.transport.readRecord());
  return deps.storage.version();
}

/** Saves the cart's record; on a conflict reloads without merging and tries once more. */
export async function saveCart(deps: SyncDeps, cart: Cart | null, lockToken?: number): Promise<SaveOutcome> {
  const version = await versionToName(deps);
  if (version === null) return { saved: false };
  const first = await deps.transport.saveRecord(orderOf(deps.storage, cart), version, lockToken);
  if (first.kind !== 'conflict') return { saved: noteSaved(deps, first) };
  deps.storage.setVersion(first.currentVersion);
  const [reloaded, read] = await Promise.all([deps.transport.fetchCart(), deps.transport.readRecord()]);
  adoptRecord(deps.storage, read);
  const latest = reloaded ?? cart;
  const second = await deps.transport.saveRecord(
    orderOf(deps.storage, latest),
    deps.storage.version() ?? first.currentVersion,
    lockToken,
  );
  return { saved: noteSaved(deps, second), ...(reloaded ? { reloaded } : {}) };
}

function noteSaved(deps: SyncDeps, save: RecordSave): boolean {
  if (save.kind === 'conflict') deps.storage.setVersion(save.currentVersion);
  if (save.kind !== 'saved') return false;
  deps.storage.setVersion(save.version);
  return true;
}

/** The winner's part: merge on the server, save under the lock, delete the guest's record. */
async function migrateHolding(deps: SyncDeps, token: number): Promise<Cart | null> {
  const { transport } = deps;
  const stopRenewing = deps.every(LOCK_RENEW_MS, () => void transport.renewLock(token));
  try {
    const cart = await transport.mergeGuestCart();
    if (!cart) return null;
    await saveCart(deps, cart, token);
    if (await transport.renewLock(token)) await transport.deleteGuestRecord();
    deps.storage.setOwner('user');
    return cart;
  } finally {
    stopRenewing();
    await transport.releaseLock(token);
  }
}

/** The other tabs' part: until the winner is done (the copy is the account's, or the lock is free) or 20 s. */
async function waitForWinner(deps: SyncDeps): Promise<void> {
  const until = deps.now() + LOCK_WAIT_MS;
  while (deps.now() < until) {
    await deps.wait(LOCK_POLL_MIN_MS + deps.random() * (LOCK_POLL_MAX_MS - LOCK_POLL_MIN_MS));
    if (deps.storage.owner() === 'user') return;
    const token = await deps.transport.acquireLock();
    if (token !== null) {
      await deps.transport.releaseLock(token);
      return;
    }
  }
}

/** What a tab does when it starts signed in, with sync on. */
export async function startSync(deps: SyncDeps): Promise<StartOutcome> {
  const { storage, transport } = deps;
  if (storage.owner() === 'user' || storage.localCart().products.length === 0) {
    await loadRecord(deps);
    return { kind: 'loaded' };
  }
  const token = await transport.acquireLock();
  if (token === null) {
    await waitForWinner(deps);
    await loadRecord(deps);
    return { kind: 'waited' };
  }
  const cart = await migrateHolding(deps, token);
  if (cart) return { kind: 'migrated', cart };
  // The merge failed: the copy stays the guest's, so the next page tries again.
  adoptRecord(storage, await transport.readRecord());
  return { kind: 'loaded' };
}
