// The synchronisation's calls in the page: /api/cart-redis and its lock (the gateway's own routes,
// the signed-in shopper's record named by the session cookie), and the server cart's merge and
// load through the /api proxy. Built from a cart call bound to the page's scope, so the 401 rule
// and the page's language apply as to every cart call.
import type { Cart, CartOrderInput } from '@vitrina/contract';
import type { CallResult, CartRequest } from '../../../shared/api/cart-call.ts';
import type { RecordRead, RecordSave, SyncTransport } from '../lib/sync-transport.ts';

export type CartCall = (request: CartRequest) => Promise<CallResult>;

const RECORD = 'cart-redis';
const LOCK = 'cart-redis/lock';

/** The version a 404 or 409 of the record names (the gateway's `currentVersion`). */
function currentVersionOf(result: CallResult): number | null {
  if (result.kind !== 'rejected') return null;
  const version = (result.body as { currentVersion?: unknown } | null)?.currentVersion;
  return typeof version === 'number' ? version : null;
}

interface RecordBody {
  data: { order: CartOrderInput; version: number };
}

export function syncTransport(call: CartCall, tabId: string): SyncTransport {
  const tabHeader = { 'x-tab-id': tabId };
  const ok = <T>(result: CallResult) => (result.kind === 'ok' ? (result.body as T) : null);

  return {
    async readRecord(): Promise<RecordRead> {
      const result = await call({ method: 'GET', path: RECORD, query: { owner: 'user' } });
      const found = ok<RecordBody>(result);
      if (found) return { kind: 'found', order: found.data.order, version: found.data.version };
      const current = result.kind === 'rejected' && result.status === 404 ? currentVersionOf(result) : null;
      return current === null ? { kind: 'failed' } : { kind: 'missing', currentVersion: current };
    },
    async saveRecord(order, expectedVersion, lockToken): Promise<RecordSave> {
      const result = await call({
        method: 'POST',
        path: RECORD,
        query: { owner: 'user' },
        headers: tabHeader,
        body: { order, replace: true, expectedVersion, ...(lockToken ? { lockToken } : {}) },
      });
      const saved = ok<RecordBody>(result);
      if (saved) return { kind: 'saved', version: saved.data.version };
      const current = currentVersionOf(result);
      return current === null ? { kind: 'failed' } : { kind: 'conflict', currentVersion: current };
    },
    async deleteGuestRecord() {
      await call({ method: 'DELETE', path: RECORD, query: { owner: 'guest' }, headers: tabHeader });
    },
    async acquireLock() {
      const result = await call({ method: 'POST', path: LOCK, query: { owner: 'user' }, body: { holder: tabId } });
      return ok<{ data: { token: number } }>(result)?.data.token ?? null;
    },
    async renewLock(token) {
      const result = await call({
        method: 'PUT',
        path: LOCK,
        query: { owner: 'user' },
        body: { holder: tabId, token },
      });
      return result.kind === 'ok';
    },
    async releaseLock(token) {
      await call({ method: 'DELETE', path: LOCK, query: { owner: 'user', holder: tabId, token } });
    },
    async mergeGuestCart() {
      return ok<Cart>(await call({ method: 'POST', path: 'general/cart/merge-cart', body: {} }));
    },
    async fetchCart() {
      return ok<Cart[]>(await call({ method: 'GET', path: 'general/cart/fetch-all' }))?.[0] ?? null;
    },
  };
}
