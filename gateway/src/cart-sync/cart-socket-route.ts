// /ws/cart (spec 4): a shopper's tabs hear `cart:event` when any tab, on any gateway process,
// saves or deletes one of the owner's records, and re-read it. `ready` when connected. Every
// refusal is an HTTP answer before the upgrade (the client sees the status): no shop, dev mode
// (sync is off there), another site's page, no identity, too many sockets for the owner.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody, HttpError } from '../http/errors.ts';
import { shopOf } from '../http/request-shop.ts';
import { parseCookies } from '../routing/cookies.ts';
import { devModeFor } from '../routing/dev-mode.ts';
import { isSameOriginCall } from '../session/csrf.ts';
import { identityOrRefusal } from './cart-caller.ts';
import type { CallerServices } from './cart-caller.ts';
import type { CartEventBus } from './cart-events.ts';
import { CART_TAB_ID } from '@vitrina/contract';
import { ownerTopic, primaryOwner } from './cart-owner.ts';
import type { CartSocketHub } from './cart-socket-hub.ts';
import { identifyCaller } from './shopper-identity.ts';

export interface CartSocketOptions {
  services: CallerServices;
  events: CartEventBus;
  hub: CartSocketHub;
}

export const CART_SOCKET_PATH = '/ws/cart';

interface Admission {
  topic: string;
  tab?: string;
}

/** What the checks before the upgrade found, for the socket handler. */
const admitted = new WeakMap<FastifyRequest, Admission>();

async function admit(request: FastifyRequest, options: CartSocketOptions): Promise<Admission> {
  const site = await shopOf(request, options.services);
  const { search } = new URL(request.url, 'http://socket.invalid');
  const tab = new URLSearchParams(search).get('tab');
  if (devModeFor(search, parseCookies(request.headers.cookie)).on)
    throw new HttpError(403, 'dev_mode', 'Cart synchronisation is off in dev mode');
  // Browsers always send Origin on a socket handshake, and send cookies with it from any site.
  if (request.headers.origin !== undefined && !isSameOriginCall('POST', request.headers, site.publicOrigin))
    throw new HttpError(403, 'cross_site_request', "The cart socket opens from the shop's own pages only");
  const identified = await identifyCaller(
    site,
    { cookieHeader: request.headers.cookie, clientIp: request.ip, renew: false },
    options.services,
  );
  const owner = primaryOwner(identityOrRefusal(identified));
  if (!owner) throw new HttpError(401, 'not_authenticated', 'Open a page of the shop first, or sign in');
  const topic = ownerTopic(site.brand, owner);
  if (!options.hub.hasRoomFor(topic))
    throw new HttpError(429, 'too_many_sockets', 'Too many cart sockets are open for this shopper');
  return { topic, ...(tab && CART_TAB_ID.test(tab) ? { tab } : {}) };
}

export async function cartSocketRoute(app: FastifyInstance, options: CartSocketOptions) {
  const { hub } = options;
  const unsubscribe = options.events.subscribe((event) =>
    hub.send(
      event.owner,
      {
        type: 'cart:event',
        group: event.group,
        version: event.version,
        ...(event.origin ? { origin: event.origin } : {}),
      },
      event.origin,
    ),
  );
  app.addHook('onClose', async () => unsubscribe());

  app.route({
    method: 'GET',
    url: CART_SOCKET_PATH,
    // A plain GET is not a socket: answered like any unknown service path.
    handler: async (request, reply) =>
      reply.code(404).send(errorBody('not_found', `No route ${request.method} ${CART_SOCKET_PATH}`)),
    preHandler: async (request) => {
      if (request.ws) admitted.set(request, await admit(request, options));
    },
    wsHandler: (socket, request) => {
      const admission = admitted.get(request);
      if (!admission) return socket.close(1011);
      hub.add(admission.topic, socket, admission.tab);
      socket.send(JSON.stringify({ type: 'ready' }));
    },
  });
}
