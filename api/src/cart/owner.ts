// Whose cart a call is about: the bearer's user, else a guest's anonymous user_token. The spec sends
// the token as no_user_id (POST body, GET query); the gateway's /api proxy sends it as X-Guest-Token
// because the browser cannot read the HttpOnly cookie. The parameter wins when both come, since it is
// what the caller chose to name; their shape is checked by the route's schema.
import type { FastifyRequest } from 'fastify';

import type { Currency } from '@vitrina/domain';

import { optionalUser } from '../auth/plugin.ts';
import { langOf, type LangContext } from '../catalog/localise.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../plugins/errors.ts';

export type CartOwner = { kind: 'user'; userId: number } | { kind: 'guest'; token: string };

/** What the shop's cart services need of a request: the shop, the clock and the language. */
export interface ShopScope {
  db: Db;
  site: { id: number; currency: Currency };
  now: Date;
  lang: LangContext;
}

/** ...and whose cart it is. */
export interface CartScope extends ShopScope {
  owner: CartOwner;
}

/** The guest token a request names, if any (no_user_id in the body or query, else the header). */
export function guestTokenOf(request: FastifyRequest): string | null {
  const fromBody = (request.body as { no_user_id?: string } | undefined)?.no_user_id;
  const fromQuery = (request.query as { no_user_id?: string } | undefined)?.no_user_id;
  const fromHeader = request.headers['x-guest-token'];
  return fromBody ?? fromQuery ?? (typeof fromHeader === 'string' ? fromHeader : null);
}

/** The owner a `user: 'optional'` call names: the bearer's user, else the guest token, else null. */
export function requestOwner(request: FastifyRequest): CartOwner | null {
  const user = optionalUser(request);
  if (user) return { kind: 'user', userId: user.row.id };
  const token = guestTokenOf(request);
  return token ? { kind: 'guest', token } : null;
}

/** The owner of a cart call; neither a bearer nor a guest token is a 400. */
export function cartOwnerOf(request: FastifyRequest): CartOwner {
  const owner = requestOwner(request);
  if (owner) return owner;
  throw new HttpError(
    400,
    'cart_owner_missing',
    'A cart call needs Authorization: Bearer <access>, or a guest token as no_user_id or X-Guest-Token',
    { no_user_id: ['required'] },
  );
}

/** merge-cart's guest cart: no_user_id, else X-Guest-Token (the browser cannot read the cookie). */
export function guestToMerge(request: FastifyRequest): string {
  const token = guestTokenOf(request);
  if (token) return token;
  throw new HttpError(400, 'guest_token_missing', 'Name the guest cart to merge: no_user_id or X-Guest-Token', {
    no_user_id: ['required'],
  });
}

type Deps = { db: Db; auth: { now: () => number } };

export const shopScopeOf = (app: Deps, request: FastifyRequest): ShopScope => ({
  db: app.db,
  site: request.site,
  now: new Date(app.auth.now()),
  lang: langOf(request),
});

export const cartScopeOf = (app: Deps, request: FastifyRequest): CartScope => ({
  ...shopScopeOf(app, request),
  owner: cartOwnerOf(request),
});
