// The cart lock (spec 4 and 9): the tab that migrates a guest cart at sign-in takes it, renews it
// every 5 s, and its writes carry the token (`lockToken`); once the 15 s lease is over without a
// renewal, those writes are refused. The lock is per record, addressed like the record itself.
//   POST   /api/cart-redis/lock?<record>  {holder}         -> 200 {data: {token, leaseMs}} | 409 lock_held
//   PUT    /api/cart-redis/lock?<record>  {holder, token}  -> 200 {data: {token, leaseMs}} | 409 lock_lost
//   DELETE /api/cart-redis/lock?<record>&holder=&token=    -> 204 | 409 lock_lost
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../http/errors.ts';
import { parseOr400 } from '../http/parse-or-400.ts';
import { callerRecord, fromStore } from './cart-caller.ts';
import type { CallerServices } from './cart-caller.ts';
import type { CartRecordStore, LockGrant } from './cart-record-store.ts';
import {
  CART_LOCK_LEASE_MS,
  cartRecordQuery,
  cartLockHeldRequest,
  cartLockRequest,
  CART_TAB_ID,
} from '@vitrina/contract';
import { CART_PATH, methodNotAllowed } from './cart-record-routes.ts';

export interface CartLockRoutesOptions {
  services: CallerServices;
  store: CartRecordStore;
}

const LOCK_PATH = `${CART_PATH}/lock`;
const releaseQuery = cartRecordQuery.extend({
  holder: z.string().regex(CART_TAB_ID, 'must be a tab id'),
  token: z
    .string()
    .regex(/^\d{1,15}$/, 'must be a whole number')
    .transform(Number),
});

const lost = () => new HttpError(409, 'lock_lost', 'The cart lock has expired or is held by another tab');
const granted = (grant: LockGrant) => ({ data: { token: grant.token, leaseMs: grant.leaseMs } });

export async function cartLockRoutes(app: FastifyInstance, options: CartLockRoutesOptions) {
  const { services, store } = options;

  app.post(LOCK_PATH, async (request, reply) => {
    const query = parseOr400(cartRecordQuery, request.query, 'query');
    const { holder } = parseOr400(cartLockRequest, request.body, 'body');
    const { key } = await callerRecord(request, reply, query, services);
    const grant = await fromStore(request, () => store.acquireLock(key, holder, CART_LOCK_LEASE_MS));
    if (!grant) throw new HttpError(409, 'lock_held', 'Another tab holds the cart lock');
    return granted(grant);
  });

  app.put(LOCK_PATH, async (request, reply) => {
    const query = parseOr400(cartRecordQuery, request.query, 'query');
    const { holder, token } = parseOr400(cartLockHeldRequest, request.body, 'body');
    const { key } = await callerRecord(request, reply, query, services);
    const grant = await fromStore(request, () => store.renewLock(key, holder, token, CART_LOCK_LEASE_MS));
    if (!grant) throw lost();
    return granted(grant);
  });

  app.delete(LOCK_PATH, async (request, reply) => {
    const query = parseOr400(releaseQuery, request.query, 'query');
    const { key } = await callerRecord(request, reply, query, services);
    if (!(await fromStore(request, () => store.releaseLock(key, query.holder, query.token)))) throw lost();
    return reply.code(204).send();
  });

  app.route({ method: ['GET', 'PATCH'], url: LOCK_PATH, handler: methodNotAllowed('POST, PUT, DELETE') });
}
