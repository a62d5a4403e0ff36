// Picks the cart record store and the event bus from the configuration: Redis when REDIS_URL is
// set (several gateway processes share carts and events), else in the process.
import type { GatewayConfig } from '../config.ts';
import { MemoryCartEvents } from './cart-events.ts';
import type { CartEventBus } from './cart-events.ts';
import type { CartRecordStore } from './cart-record-store.ts';
import { MemoryCartStore } from './memory-cart-store.ts';
import { RedisCartEvents } from './redis-cart-events.ts';
import { RedisCartStore } from './redis-cart-store.ts';
import type { OutageLogger } from './redis-connection.ts';

type CartConfig = Pick<GatewayConfig, 'REDIS_URL' | 'CART_KEY_PREFIX' | 'CART_RECORD_TTL_S' | 'CART_STORE_TIMEOUT_MS'>;

export function createCartStore(config: CartConfig, log: OutageLogger, now?: () => number): CartRecordStore {
  const recordTtlMs = config.CART_RECORD_TTL_S * 1000;
  if (!config.REDIS_URL) return new MemoryCartStore({ recordTtlMs, ...(now ? { now } : {}) });
  return new RedisCartStore({
    url: config.REDIS_URL,
    keyPrefix: config.CART_KEY_PREFIX,
    recordTtlMs,
    timeoutMs: config.CART_STORE_TIMEOUT_MS,
    log,
  });
}

export function createCartEvents(config: CartConfig, log: OutageLogger): CartEventBus {
  if (!config.REDIS_URL) return new MemoryCartEvents();
  return new RedisCartEvents({
    url: config.REDIS_URL,
    keyPrefix: config.CART_KEY_PREFIX,
    timeoutMs: config.CART_STORE_TIMEOUT_MS,
    log,
  });
}
