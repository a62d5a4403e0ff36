// Creating an order once per press of "order" (the Idempotency-Key header). The key is claimed in
// the order's own transaction with the hash of the body: a second request with the key waits on
// the first's row (PostgreSQL makes a conflicting insert wait for the other transaction), then
// finds the order it made and answers it, or a 422 when it carries another body. A creation that
// failed rolls its claim back, so the shopper may press again with the same key.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';

import type { CartOwner } from '../cart/owner.ts';
import type { Db } from '../db/client.ts';
import { orderRequests } from '../db/schema/index.ts';

export type KeyClaim = { kind: 'new' } | { kind: 'made'; orderId: number } | { kind: 'other_body' };

/** JSON with the keys of every object sorted: the same body hashes the same whatever its key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export const bodyHash = (body: unknown) => createHash('sha256').update(canonical(body)).digest('hex');

export const ownerKey = (owner: CartOwner) => (owner.kind === 'user' ? `user:${owner.userId}` : `guest:${owner.token}`);

export async function claimKey(tx: Db, siteId: number, owner: CartOwner, key: string, hash: string): Promise<KeyClaim> {
  const target = { siteId, owner: ownerKey(owner), idempotencyKey: key };
  const taken = await tx
    .insert(orderRequests)
    .values({ ...target, bodyHash: hash })
    .onConflictDoNothing()
    .returning({ key: orderRequests.idempotencyKey });
  if (taken.length) return { kind: 'new' };
  const [row] = await tx
    .select({ bodyHash: orderRequests.bodyHash, orderId: orderRequests.orderId })
    .from(orderRequests)
    .where(
      and(
        eq(orderRequests.siteId, siteId),
        eq(orderRequests.owner, target.owner),
        eq(orderRequests.idempotencyKey, key),
      ),
    );
  if (!row || row.bodyHash !== hash || row.orderId === null) return { kind: 'other_body' };
  return { kind: 'made', orderId: row.orderId };
}

export async function noteOrder(tx: Db, siteId: number, owner: CartOwner, key: string, orderId: number) {
  await tx
    .update(orderRequests)
    .set({ orderId })
    .where(
      and(
        eq(orderRequests.siteId, siteId),
        eq(orderRequests.owner, ownerKey(owner)),
        eq(orderRequests.idempotencyKey, key),
      ),
    );
}
