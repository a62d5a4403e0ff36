// Who the shopper is before signing in, for the code that keeps a guest's cart (spec: a guest is
// the anonymous `user_token` cookie and user group 0).
import { createEvent } from 'effector';
import { createUnitFactory } from './sid.ts';

const units = createUnitFactory('guest');

export interface GuestIdentity {
  /** The anonymous `user_token` cookie (random, 365 days): the key of the guest's server cart. */
  userToken: string;
  /** The `user-group-id` cookie; GUEST_GROUP_ID (0, @vitrina/domain) for every guest. */
  groupId: number;
}

/**
 * The visitor's guest identity, server only. The gateway issues the cookie (HttpOnly: no browser
 * code reads it; calls from the browser go through the gateway's same-origin /api proxy, which
 * receives the cookie itself) and sets this store in the request's scope, and only for a render
 * that is never shared: a page the page cache may store is rendered with null, so no stored copy
 * can carry one shopper's token to another. Never serialized into the page either; null in the
 * browser.
 */
export const guestIdentified = createEvent<GuestIdentity>();
export const $guest = units.store<GuestIdentity | null>('identity', null, { serialize: 'ignore' });
$guest.on(guestIdentified, (_, identity) => identity);
