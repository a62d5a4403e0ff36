// What the cart's synchronisation needs from the network (spec 4 and 7): the shopper's record at
// /api/cart-redis with its lock, and the server cart's merge and load. An interface, so the steps in
// sync-steps.ts are tested against a shop in memory and run in the page against the gateway.
import type { Cart, CartOrderInput } from '@vitrina/contract';

export type RecordRead =
  | { kind: 'found'; order: CartOrderInput; version: number }
  /** No record yet, or a deleted one: the version a first save must name. */
  | { kind: 'missing'; currentVersion: number }
  | { kind: 'failed' };

export type RecordSave =
  | { kind: 'saved'; version: number }
  /** Another tab or device saved since this one read (409), or the lock's lease ran out. */
  | { kind: 'conflict'; currentVersion: number }
  | { kind: 'failed' };

export interface SyncTransport {
  readRecord(): Promise<RecordRead>;
  /** Replaces the signed-in shopper's record, if its version is still `expectedVersion`. */
  saveRecord(order: CartOrderInput, expectedVersion: number, lockToken?: number): Promise<RecordSave>;
  /** Deletes the guest's record (the one the shopper kept before signing in). */
  deleteGuestRecord(): Promise<void>;
  /** The lock's token, or null while another tab holds it. */
  acquireLock(): Promise<number | null>;
  /** Whether this tab still holds the lock (its lease renewed). */
  renewLock(token: number): Promise<boolean>;
  releaseLock(token: number): Promise<void>;
  /** The server moves the guest's cart into the account's (counts added, capped at stock). */
  mergeGuestCart(): Promise<Cart | null>;
  fetchCart(): Promise<Cart | null>;
}
