// /api/cart-redis (spec 7): GET reads the caller's record, POST saves it (merge or replace,
// compare-and-set on `expectedVersion`, fenced by `lockToken`), DELETE removes the cart. Every
// write is announced to the owner's sockets on all gateway processes (cart-events.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.ts';
import { parseOr400 } from '../http/parse-or-400.ts';
import type { CartEventBus } from './cart-events.ts';
import { callerRecord, CartVersionError, fromStore, NO_RECORD } from './cart-caller.ts';
import type { CallerRecord, CallerServices } from './cart-caller.ts';
import type { CartRecordStore, WriteOutcome } from './cart-record-store.ts';
import {
  CART_BODY_LIMIT_BYTES,
  cartDeleteQuery,
  cartRecordQuery,
  cartSaveRequest,
  CART_TAB_ID,
} from '@vitrina/contract';

export interface CartRoutesOptions {
  services: CallerServices;
  store: CartRecordStore;
  events: CartEventBus;
}

export const CART_PATH = '/api/cart-redis';

/** A refused write as its answer; a written one gives back its record. */
function written(outcome: WriteOutcome) {
  if (outcome.kind === 'written') return outcome.record;
  const { currentVersion } = outcome;
  if (outcome.kind === 'missing') throw new CartVersionError(404, 'not_found', NO_RECORD, currentVersion);
  if (outcome.kind === 'lock_lost')
    throw new CartVersionError(409, 'lock_lost', 'The cart lock has expired or is held by another tab', currentVersion);
  throw new CartVersionError(409, 'version_conflict', 'The cart has changed since it was read', currentVersion);
}

/** For the methods a path does not take: without a route of their own they would reach the /api proxy. */
export function methodNotAllowed(allow: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('allow', allow);
    throw new HttpError(405, 'method_not_allowed', `${request.method} is not allowed here`);
  };
}

export async function cartRecordRoutes(app: FastifyInstance, options: CartRoutesOptions) {
  const { services, store, events } = options;

  /** Tells the owner's sockets; a lost event costs a tab a refresh, never the save. */
  function announce(request: FastifyRequest, target: CallerRecord, version: number) {
    const tab = request.headers['x-tab-id'];
    const origin = typeof tab === 'string' && CART_TAB_ID.test(tab) ? { origin: tab } : {};
    events
      .publish({ owner: target.topic, group: target.group, version, ...origin })
      .catch((error: unknown) => request.log.warn({ err: error }, 'a cart event could not be published'));
  }

  app.get(CART_PATH, async (request, reply) => {
    const query = parseOr400(cartRecordQuery, request.query, 'query');
    const target = await callerRecord(request, reply, query, services);
    const record = await fromStore(request, () => store.read(target.key));
    if (!record.order) throw new CartVersionError(404, 'not_found', NO_RECORD, record.version);
    return { data: { order: record.order, version: record.version } };
  });

  app.post(CART_PATH, { bodyLimit: CART_BODY_LIMIT_BYTES }, async (request, reply) => {
    const query = parseOr400(cartRecordQuery, request.query, 'query');
    const body = parseOr400(cartSaveRequest, request.body, 'body');
    const target = await callerRecord(request, reply, query, services);
    const guard = {
      replace: body.replace,
      ...(body.expectedVersion === undefined ? {} : { expectedVersion: body.expectedVersion }),
      ...(body.lockToken === undefined ? {} : { fence: body.lockToken }),
    };
    const record = written(await fromStore(request, () => store.save(target.key, body.order, guard)));
    announce(request, target, record.version);
    return { data: { order: record.order, version: record.version } };
  });

  app.delete(CART_PATH, async (request, reply) => {
    const query = parseOr400(cartDeleteQuery, request.query, 'query');
    const target = await callerRecord(request, reply, query, services);
    const guard = {
      ...(query.expectedVersion === undefined ? {} : { expectedVersion: query.expectedVersion }),
      ...(query.lockToken === undefined ? {} : { fence: query.lockToken }),
    };
    const record = written(await fromStore(request, () => store.delete(target.key, guard)));
    announce(request, target, record.version);
    return { data: { version: record.version } };
  });

  app.route({ method: ['PUT', 'PATCH'], url: CART_PATH, handler: methodNotAllowed('GET, HEAD, POST, DELETE') });
}
