// Whose record a cart call reaches: only the caller's own, whatever the query names.
import { describe, expect, it } from 'vitest';
import { cartKey, primaryOwner, recordOwner } from '../../src/cart-sync/cart-owner.ts';
import type { ShopperIdentity } from '../../src/cart-sync/cart-owner.ts';

const GUEST = 'guest-token-aaaaaaaaaaaa';
const guest: ShopperIdentity = { guestToken: GUEST };
const user: ShopperIdentity = { userId: 42 };
const both: ShopperIdentity = { userId: 42, guestToken: GUEST };

describe('recordOwner', () => {
  it.each([
    ['a guest, naming nothing', guest, {}, { kind: 'own', owner: `guest:${GUEST}` }],
    ['a guest, naming its own token', guest, { user_token: GUEST }, { kind: 'own', owner: `guest:${GUEST}` }],
    ["a guest, naming another guest's token", guest, { user_token: 'guest-token-bbbbbbbbbbbb' }, { kind: 'not_yours' }],
    ['a guest, naming a user id', guest, { user_token: '42' }, { kind: 'not_yours' }],
    ['a guest, asking for a user record', guest, { owner: 'user' }, { kind: 'anonymous' }],
    ['a signed-in shopper, naming nothing', user, {}, { kind: 'own', owner: 'user:42' }],
    ['a signed-in shopper, naming its own id', user, { user_token: '42' }, { kind: 'own', owner: 'user:42' }],
    ["a signed-in shopper, naming another user's id", user, { user_token: '43' }, { kind: 'not_yours' }],
    [
      'a signed-in shopper without a guest cookie, asking for a guest record',
      user,
      { owner: 'guest' },
      { kind: 'not_yours' },
    ],
    ['a signed-in shopper with its guest cookie, naming nothing', both, {}, { kind: 'own', owner: 'user:42' }],
    [
      'a signed-in shopper asking for its guest record',
      both,
      { owner: 'guest' },
      { kind: 'own', owner: `guest:${GUEST}` },
    ],
    [
      'a signed-in shopper naming its guest token',
      both,
      { user_token: GUEST },
      { kind: 'own', owner: `guest:${GUEST}` },
    ],
    ['a token and an owner that disagree', both, { user_token: GUEST, owner: 'user' }, { kind: 'not_yours' }],
    ['nobody', {}, {}, { kind: 'anonymous' }],
    ['nobody, naming a token', {}, { user_token: GUEST }, { kind: 'anonymous' }],
  ] as const)('%s', (_case, identity, query, expected) => {
    expect(recordOwner(identity, query)).toEqual(expected);
  });
});

describe('keys', () => {
  it('put the shop, the owner and the group in the key, and prefer the account as the primary owner', () => {
    expect(cartKey('pharmacy', 'user:42', 3)).toBe('pharmacy:user:42:3');
    expect(primaryOwner(both)).toBe('user:42');
    expect(primaryOwner(guest)).toBe(`guest:${GUEST}`);
    expect(primaryOwner({})).toBeNull();
  });
});
