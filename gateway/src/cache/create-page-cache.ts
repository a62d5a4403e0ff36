// Picks the page store from the configuration: Redis when REDIS_URL is set, else memory; and how
// the gateway hears the back end's changes: the Redis channel, or a feed the caller brings.
import type { FastifyBaseLogger } from 'fastify';
import type { GatewayConfig } from '../config.ts';
import { BoundedPageCache } from './bounded-page-cache.ts';
import { MemoryPageCache } from './memory-page-cache.ts';
import type { OutageLog } from './outage-log.ts';
import type { PageCache } from './page-cache.ts';
import type { PurgeLog } from './purge-log.ts';
import { RedisPageCache } from './redis-page-cache.ts';
import { startRedisTagFeed } from './redis-tag-feed.ts';
import type { TagFeed } from './redis-tag-feed.ts';
import { StoreBreaker } from './store-breaker.ts';
import type { TagPurge } from './tag-purge.ts';

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
    ...(now ? { now } : {}),
  });
}

/** How the page cache learns of changes: whether it hears them at all, and when each tag was purged. */
export interface PageCacheChanges {
  hearsChanges: boolean;
  purges: PurgeLog;
}

export function boundPageCache(
  store: PageCache,
  config: GatewayConfig,
  outage: OutageLog,
  changes: PageCacheChanges,
  now?: () => number,
): BoundedPageCache {
  const clock = now ?? Date.now;
  return new BoundedPageCache(store, {
    timeoutMs: config.PAGE_CACHE_TIMEOUT_MS,
    ttlSeconds: config.PAGE_CACHE_TTL_S,
    untaggedTtlSeconds: config.PAGE_CACHE_UNTAGGED_TTL_S,
    ...changes,
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

/**
 * A feed of changed cache tags handed to `onTags`, which settles once they are purged (tests and
 * one-process setups bring their own).
 */
export type TagFeedFactory = (onTags: (tags: readonly string[]) => Promise<void>) => TagFeed;

/** Purges what each change names; undefined when the gateway hears no changes at all. */
export function listenForChanges(
  config: GatewayConfig,
  purge: TagPurge,
  log: FastifyBaseLogger,
  factory?: TagFeedFactory,
): TagFeed | undefined {
  const onTags = (tags: readonly string[]) =>
    purge.purge(tags).then(
      () => undefined,
      (error: unknown) => log.warn({ err: error, tags }, 'a purge by cache tags failed'),
    );
  if (factory) return factory(onTags);
  if (!config.REDIS_URL) return undefined;
  return startRedisTagFeed({ url: config.REDIS_URL, channel: config.CACHE_TAGS_CHANNEL, onTags, log });
}
