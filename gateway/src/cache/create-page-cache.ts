// Picks the page store from the configuration: Redis when REDIS_URL is set, else memory.
import type { GatewayConfig } from '../config.ts';
import { BoundedPageCache } from './bounded-page-cache.ts';
import { MemoryPageCache } from './memory-page-cache.ts';
import type { OutageLog } from './outage-log.ts';
import type { PageCache } from './page-cache.ts';
import { RedisPageCache } from './redis-page-cache.ts';
import { StoreBreaker } from './store-breaker.ts';

export function createPageStore(config: GatewayConfig, outage: OutageLog, now?: () => number): PageCache {
  if (!config.REDIS_URL) {
    return new MemoryPageCache({
      maxEntries: config.PAGE_CACHE_MAX_ENTRIES,
      maxBytes: config.PAGE_CACHE_MAX_BYTES,
      ...(now ? { now } : {}),
    });
  }
  return new RedisPageCache({
    url: config.REDIS_URL,
    keyPrefix: config.PAGE_CACHE_KEY_PREFIX,
    timeoutMs: config.PAGE_CACHE_TIMEOUT_MS,
    outage,
  });
}

export function boundPageCache(
  store: PageCache,
  config: GatewayConfig,
  outage: OutageLog,
  now?: () => number,
): BoundedPageCache {
  const clock = now ?? Date.now;
  return new BoundedPageCache(store, {
    timeoutMs: config.PAGE_CACHE_TIMEOUT_MS,
    ttlSeconds: config.PAGE_CACHE_TTL_S,
    staleSeconds: config.PAGE_CACHE_STALE_S,
    outage,
    breaker: new StoreBreaker({
      threshold: config.PAGE_CACHE_BREAKER_FAILURES,
      coolDownMs: config.PAGE_CACHE_BREAKER_COOLDOWN_MS,
      now: clock,
    }),
    now: clock,
  });
}
