// Whose cart record a call reaches. The owner comes from the caller's cookies only: a signed-in
// shopper owns `user:<id>`, a guest `guest:<user_token cookie>`. The query can only pick among the
// caller's own records (a signed-in tab still reaches its guest record, to migrate it at sign-in);
// naming anyone else's is answered exactly like a record that does not exist, so guessing tokens or
// ids teaches nothing. Keys are scoped by shop: one shopper's carts in two shops are two records.
import type { CartKey } from './cart-record-store.ts';
import type { CartRecordQuery } from '@vitrina/contract';

export interface ShopperIdentity {
  /** From the session (auth/users/me), when signed in. */
  userId?: number;
  /** The guest's `user_token` cookie, when it has a usable one. */
  guestToken?: string;
}

export type OwnerChoice =
  | { kind: 'own'; owner: string }
  /** No identity at all, or a user record asked for without a session: 401. */
  | { kind: 'anonymous' }
  /** Someone else's record, or one the caller cannot have: 404, as for a missing record. */
  | { kind: 'not_yours' };

const userOwner = (id: number) => `user:${id}`;
const guestOwner = (token: string) => `guest:${token}`;

/** The caller's primary record: the account's when signed in, else the guest's. */
export function primaryOwner(identity: ShopperIdentity): string | null {
  if (identity.userId !== undefined) return userOwner(identity.userId);
  return identity.guestToken ? guestOwner(identity.guestToken) : null;
}

/** The record `user_token` (a guest token or a user id) and `owner` (guest | user) point at. */
export function recordOwner(
  identity: ShopperIdentity,
  query: Pick<CartRecordQuery, 'user_token' | 'owner'>,
): OwnerChoice {
  const { userId, guestToken } = identity;
  if (userId === undefined && !guestToken) return { kind: 'anonymous' };
  const named = query.user_token;
  let wanted: 'guest' | 'user';
  if (named === undefined) wanted = query.owner ?? (userId === undefined ? 'guest' : 'user');
  else if (guestToken !== undefined && named === guestToken) wanted = 'guest';
  else if (userId !== undefined && named === String(userId)) wanted = 'user';
  else return { kind: 'not_yours' };
  if (query.owner !== undefined && query.owner !== wanted) return { kind: 'not_yours' };
  if (wanted === 'user')
    return userId === undefined ? { kind: 'anonymous' } : { kind: 'own', owner: userOwner(userId) };
  return guestToken ? { kind: 'own', owner: guestOwner(guestToken) } : { kind: 'not_yours' };
}

/** Whose sockets hear a record's events: the owner within the shop, whatever the group. */
export const ownerTopic = (brand: string, owner: string) => `${brand}:${owner}`;

export const cartKey = (brand: string, owner: string, group: number): CartKey => `${ownerTopic(brand, owner)}:${group}`;
