// A whole gateway for the cart sync suites, and a shopper to drive it: cookies (guest token,
// session), the shop's Origin on writes, and the calls of /api/cart-redis and its lock.
import { randomUUID } from 'node:crypto';
import { buildGateway } from '../../src/app.ts';
import type { GatewayDeps } from '../../src/app.ts';
import { gatewayConfigSchema } from '../../src/config.ts';
import { ModuleStore } from '../../src/modules/store.ts';
import { tempDir } from '../helpers/fake-build.ts';
import { REDIS_URL } from '../helpers/page-gateway.ts';

export type Gateway = Awaited<ReturnType<typeof buildGateway>>;

export async function cartGateway(apiUrl: string, env: Record<string, string> = {}, deps: Partial<GatewayDeps> = {}) {
  const store = new ModuleStore(tempDir());
  const config = gatewayConfigSchema.parse({ API_BASE_URL: apiUrl, MODULES_DIR: store.dir, ...env });
  return buildGateway({ config, store, logger: false, shellAssets: { scripts: [] }, ...deps });
}

/** Environment for gateways sharing the real Redis under a prefix no other run uses. */
export function cartRedisEnv() {
  return { REDIS_URL, CART_KEY_PREFIX: `vitrina-test:${randomUUID()}:` };
}

/** A guest token of the shape the gateway issues. */
export const guestToken = (name: string) => `guest-${name}-${'x'.repeat(16)}`;

export interface ShopperOptions {
  host?: string;
  guest?: string;
  access?: string;
  /** Extra cookies (dev mode). */
  cookies?: string;
}

export function shopper(app: Gateway, options: ShopperOptions = {}) {
  const host = options.host ?? 'pharmacy.localhost:3000';
  const cookie = [
    options.guest && `user_token=${options.guest}`,
    options.access && `token=${options.access}`,
    options.cookies,
  ]
    .filter(Boolean)
    .join('; ');
  const headers = { host, ...(cookie ? { cookie } : {}) };
  const write = { ...headers, origin: `http://${host}` };
  const json = (payload: unknown) => (payload === undefined ? {} : { payload: payload as object });
  return {
    cookie,
    get: (query = '') => app.inject({ method: 'GET', url: `/api/cart-redis${query}`, headers }),
    save: (body: unknown, query = '', extra: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url: `/api/cart-redis${query}`, headers: { ...write, ...extra }, ...json(body) }),
    remove: (query = '', extra: Record<string, string> = {}) =>
      app.inject({ method: 'DELETE', url: `/api/cart-redis${query}`, headers: { ...write, ...extra } }),
    lock: (method: 'POST' | 'PUT' | 'DELETE', body?: unknown, query = '') =>
      app.inject({ method, url: `/api/cart-redis/lock${query}`, headers: write, ...json(body) }),
  };
}

export const order = (...ids: string[]) => ({
  localCart: { products: ids.map((id) => ({ product: { productId: id, stock: 5 }, count: 1 })) },
  localDataFields: { name: 'Ana' },
});
