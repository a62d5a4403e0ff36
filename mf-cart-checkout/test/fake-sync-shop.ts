// A shop in memory for the synchronisation's steps: the gateway's record (versions, 409s, the
// lock with its fencing) and the API's carts (a guest's and the account's, merged once, capped at
// stock), behind the SyncTransport interface the page's calls implement. A shared clock makes the
// waits of a test take no time.
import type { Cart, CartOrderInput } from '@vitrina/contract';
import type { RecordRead, RecordSave, SyncTransport } from '../src/features/cart-sync/lib/sync-transport.ts';
import type { KeyValueStore } from '../src/features/cart-sync/lib/sync-storage.ts';
import { cart, line } from './fake-back-end.ts';

export interface ShopLine {
  productId: number;
  count: number;
  stock: number;
}

export class FakeSyncShop {
  record: { order: CartOrderInput | null; version: number } = { order: null, version: 0 };
  guestRecord: { order: CartOrderInput | null } = { order: { localCart: { products: [] } } };
  lock: { token: number; holder: string } | null = null;
  private tokens = 0;
  guestLines: ShopLine[] = [];
  userLines: ShopLine[] = [];
  merges = 0;
  saves: { expectedVersion: number; lockToken?: number; outcome: RecordSave['kind'] }[] = [];
  /** Set to make the next calls of these kinds fail (no answer). */
  failing = new Set<'merge' | 'renew'>();

  cartOf(lines: ShopLine[]): Cart {
    return cart(lines.map(({ productId, count, stock }) => line(productId, { count, stock })));
  }

  /** The transport one tab uses (its holder name is its tab id). */
  transportFor(tab: string): SyncTransport {
    return {
      readRecord: async (): Promise<RecordRead> =>
        this.record.order
          ? { kind: 'found', order: this.record.order, version: this.record.version }
          : { kind: 'missing', currentVersion: this.record.version },
      saveRecord: async (order, expectedVersion, lockToken) => {
        const fenced = lockToken !== undefined && this.lock?.token !== lockToken;
        const outcome: RecordSave =
          fenced || expectedVersion !== this.record.version
            ? { kind: 'conflict', currentVersion: this.record.version }
            : { kind: 'saved', version: this.record.version + 1 };
        if (outcome.kind === 'saved') this.record = { order, version: outcome.version };
        this.saves.push({ expectedVersion, ...(lockToken ? { lockToken } : {}), outcome: outcome.kind });
        return outcome;
      },
      deleteGuestRecord: async () => {
        this.guestRecord = { order: null };
      },
      acquireLock: async () => {
        if (this.lock) return null;
        this.lock = { token: ++this.tokens, holder: tab };
        return this.lock.token;
      },
      renewLock: async (token) => !this.failing.has('renew') && this.lock?.token === token,
      releaseLock: async (token) => {
        if (this.lock?.token === token) this.lock = null;
      },
      mergeGuestCart: async () => {
        if (this.failing.has('merge')) return null;
        this.merges += 1;
        for (const guest of this.guestLines) {
          const mine = this.userLines.find((user) => user.productId === guest.productId);
          if (mine) mine.count = Math.min(mine.count + guest.count, guest.stock);
          else this.userLines.push({ ...guest });
        }
        this.guestLines = [];
        return this.cartOf(this.userLines);
      },
      fetchCart: async () => this.cartOf(this.userLines),
    };
  }

  /** Another device saves the record (the version moves on). */
  savedElsewhere(order: CartOrderInput): void {
    this.record = { order, version: this.record.version + 1 };
  }
}

/** One browser's local storage, shared by its tabs. */
export function sharedStorage(): KeyValueStore & { items: Map<string, unknown> } {
  const items = new Map<string, unknown>();
  return { items, read: (key) => items.get(key), write: (key, value) => void items.set(key, value) };
}

/** A clock that moves only when the code under test waits. */
export function steppedClock() {
  let now = 0;
  return {
    now: () => now,
    wait: async (ms: number) => {
      now += ms;
    },
  };
}
