// The steps every cart call takes before touching a record: which shop, and whether a
// state-changing call comes from the shop's own pages (request-shop.ts, as for the /api proxy), who
// is calling (cookies only), and which of the caller's records it names. Refusals are thrown in the
// one error shape.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.ts';
import { refuseCrossSiteCall, shopOf } from '../http/request-shop.ts';
import type { ShopLookup } from '../http/request-shop.ts';
import type { GatewaySite } from '../sites/site-resolver.ts';
import { cartKey, ownerTopic, recordOwner } from './cart-owner.ts';
import type { CartKey } from './cart-record-store.ts';
import type { CartRecordQuery } from '@vitrina/contract';
import { identifyCaller } from './shopper-identity.ts';
import type { Identified, IdentityServices } from './shopper-identity.ts';

/** The same words for a record that does not exist and one that is not the caller's. */
export const NO_RECORD = 'There is no cart record here';

/** A refusal that tells the client the record's version (404 no cart, 409 stale version or lost lock). */
export class CartVersionError extends HttpError {
  constructor(
    statusCode: number,
    code: string,
    message: string,
    readonly currentVersion: number,
  ) {
    super(statusCode, code, message);
  }
}

export type CallerServices = IdentityServices & ShopLookup;

export interface CallerRecord {
  site: GatewaySite;
  key: CartKey;
  /** Whose sockets hear this record's events. */
  topic: string;
  group: number;
}

/** 401 and 503 for callers that cannot be identified; the identity otherwise. */
export function identityOrRefusal(identified: Identified) {
  if (identified.kind === 'unavailable')
    throw new HttpError(503, 'upstream_unavailable', 'The session cannot be checked right now; try again shortly');
  if (identified.kind === 'session_ended')
    throw new HttpError(401, 'not_authenticated', 'The session has ended; sign in again');
  return identified.identity;
}

export async function callerRecord(
  request: FastifyRequest,
  reply: FastifyReply,
  query: Pick<CartRecordQuery, 'user_token' | 'owner' | 'group_token'>,
  services: CallerServices,
): Promise<CallerRecord> {
  const site = await shopOf(request, services);
  refuseCrossSiteCall(request, site);
  const identified = await identifyCaller(
    site,
    { cookieHeader: request.headers.cookie, clientIp: request.ip, renew: true },
    services,
  );
  // Renewed (or cleared) session cookies go with the answer, whatever it is.
  if (identified.kind !== 'unavailable') for (const line of identified.setCookies) reply.header('set-cookie', line);
  const choice = recordOwner(identityOrRefusal(identified), query);
  if (choice.kind === 'anonymous')
    throw new HttpError(401, 'not_authenticated', 'Open a page of the shop first, or sign in, to have a cart');
  if (choice.kind === 'not_yours') throw new CartVersionError(404, 'not_found', NO_RECORD, 0);
  return {
    site,
    key: cartKey(site.brand, choice.owner, query.group_token),
    topic: ownerTopic(site.brand, choice.owner),
    group: query.group_token,
  };
}

/** A store that fails (Redis down or slow) is a 503 the client retries; the cause goes to the log. */
export async function fromStore<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    request.log.warn({ err: error }, 'the cart store failed');
    throw new HttpError(503, 'cart_store_unavailable', 'Carts cannot be synchronised right now; try again shortly');
  }
}
