// How the gateway hears the back end's changes: a Redis subscription on CACHE_TAGS_CHANNEL, where
// the API publishes {"tags": [...]} for every write (api/src/cache-tags/redis-relay.ts). Each
// message is handed on at once. A subscription that was lost may have missed messages, so when it
// is back the feed hands on `all`. It also publishes (the admin API's purge reaches every node).
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { z } from 'zod';
import { ALL_TAG, TAG_PATTERN } from './cache-tags.ts';
import { OutageLog } from './outage-log.ts';

export interface TagFeed {
  /** Tells every node listening on the channel, this one included. */
  publish(tags: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

export interface RedisTagFeedOptions {
  url: string;
  channel: string;
  onTags: (tags: readonly string[]) => unknown;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
}

const message = z.object({ tags: z.array(z.string().regex(TAG_PATTERN)).min(1).max(10_000) });
const RECONNECT_CAP_MS = 5000;

export function startRedisTagFeed({ url, channel, onTags, log }: RedisTagFeedOptions): TagFeed {
  const retryStrategy = (attempt: number) => Math.min(attempt * 250, RECONNECT_CAP_MS);
  const outage = new OutageLog(log, 'the cache tag feed (Redis)');
  // Named after its channel, so ops (and tests) can tell it apart in CLIENT LIST.
  const subscriber = new Redis(url, { retryStrategy, connectionName: `cache-tags:${channel}` });
  const publisher = new Redis(url, { retryStrategy, enableOfflineQueue: false, maxRetriesPerRequest: 0 });
  let connectedBefore = false;

  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    let parsed: z.infer<typeof message> | undefined;
    try {
      parsed = message.parse(JSON.parse(text));
    } catch {
      log.warn({ channel }, 'a cache tag message that is not {"tags": [...]} was ignored');
      return;
    }
    onTags(parsed.tags);
  });
  subscriber.on('error', (error) => outage.failed(error));
  publisher.on('error', () => undefined);
  subscriber.on('ready', () => {
    outage.recovered();
    if (connectedBefore) onTags([ALL_TAG]);
    connectedBefore = true;
  });
  void subscriber.subscribe(channel).catch((error: unknown) => outage.failed(error));

  return {
    async publish(tags) {
      await publisher.publish(channel, JSON.stringify({ tags }));
    },
    // Nothing to flush on either connection, and a Redis that hangs must not hold the shutdown.
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
