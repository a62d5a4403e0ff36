// Picks the page store from the configuration: Redis when REDIS_URL is set, else memory.
import type { GatewayConfig } from '../config.ts';
import { BoundedPageCache } from './bounded-page-cache.ts';
import { MemoryPageCache } from './memory-page-cache.ts';
import type { OutageLog } from './outage-log.ts';
import type { PageCache } from './page-cache.ts';
import { RedisPageCache } from './redis-page-cache.ts';

export function createPageStore(config: GatewayConfig, outage: OutageLog): PageCache {
  if (!config.REDIS_URL) return new MemoryPageCache({ maxEntries: config.PAGE_CACHE_MAX_ENTRIES });
  return new RedisPageCache({
    url: config.REDIS_URL,
    keyPrefix: config.PAGE_CACHE_KEY_PREFIX,
    timeoutMs: config.PAGE_CACHE_TIMEOUT_MS,
    outage,
  });
}

export function boundPageCache(store: PageCache, config: GatewayConfig, outage: OutageLog): BoundedPageCache {
  return new BoundedPageCache(store, {
    timeoutMs: config.PAGE_CACHE_TIMEOUT_MS,
    ttlSeconds: config.PAGE_CACHE_TTL_S,
    outage,
  });
}
