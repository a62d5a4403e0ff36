// The cart synchronisation service of the gateway: /api/cart-redis (records and their lock) and
// /ws/cart. Owns its store, event bus and sockets, and closes them with the gateway.
import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from '../config.ts';
import { errorBody } from '../http/errors.ts';
import type { SessionRefresher } from '../session/session-refresher.ts';
import type { GatewaySite } from '../sites/site-resolver.ts';
import { CartVersionError } from './cart-caller.ts';
import type { CallerServices } from './cart-caller.ts';
import type { CartEventBus } from './cart-events.ts';
import { cartLockRoutes } from './cart-lock-routes.ts';
import type { CartRecordStore } from './cart-record-store.ts';
import { cartRecordRoutes } from './cart-record-routes.ts';
import { CartSocketHub } from './cart-socket-hub.ts';
import { cartSocketRoute } from './cart-socket-route.ts';
import { createCartEvents, createCartStore } from './create-cart-sync.ts';
import { UserIdLookup } from './user-id-lookup.ts';

export interface CartSyncOptions {
  config: GatewayConfig;
  resolveSite: (hostHeader: string | undefined, signal?: AbortSignal) => Promise<GatewaySite | null>;
  refresher: SessionRefresher;
  /** By default from the configuration (create-cart-sync.ts). */
  store?: CartRecordStore;
  events?: CartEventBus;
  now?: () => number;
}

/** How often sockets are pinged; one that did not answer the previous ping is cut. */
const HEARTBEAT_MS = 30_000;

export async function cartSync(app: FastifyInstance, options: CartSyncOptions) {
  const { config } = options;
  const now = options.now ?? Date.now;
  const store = options.store ?? createCartStore(config, app.log, options.now);
  const events = options.events ?? createCartEvents(config, app.log);
  app.addHook('onClose', async () => {
    await Promise.all([store.close(), events.close()]);
  });
  // A Redis that is up gets a moment to connect; one that is down does not hold the start (cart
  // calls answer 503 until it is back).
  await Promise.all([store.ready(config.CART_STORE_TIMEOUT_MS), events.ready(config.CART_STORE_TIMEOUT_MS)]);

  const services: CallerServices = {
    resolveSite: options.resolveSite,
    budgetMs: config.PAGE_BUDGET_MS,
    refresher: options.refresher,
    users: new UserIdLookup({ apiBaseUrl: config.API_BASE_URL, timeoutMs: config.PAGE_BUDGET_MS, now }),
    now,
  };
  // A cart answer is one shopper's: never kept by a cache on the way.
  app.addHook('onSend', async (_request, reply) => void reply.header('cache-control', 'no-store'));
  app.setErrorHandler((error, _request, reply) => {
    if (!(error instanceof CartVersionError)) throw error;
    const body = { ...errorBody(error.code, error.message), currentVersion: error.currentVersion };
    return reply.code(error.statusCode).send(body);
  });

  const hub = new CartSocketHub();
  const heartbeat = setInterval(() => hub.sweep(), HEARTBEAT_MS).unref();
  app.addHook('onClose', async () => clearInterval(heartbeat));
  await app.register(cartRecordRoutes, { services, store, events });
  await app.register(cartLockRoutes, { services, store });
  await app.register(cartSocketRoute, { services, events, hub });
}
