// Tells every gateway node what changed: each batch of tags on the in-process bus is published on
// a Redis channel as {"tags": [...]}. A publish that fails (Redis down or restarting) is owed: once
// Redis is back the relay publishes {"tags": ["all"]}, since it cannot know what the gateways
// missed meanwhile. No offline queue: a stale queue replayed late would say nothing `all` does not.
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

import type { CacheTagBus } from './bus.ts';
import { ALL_TAG } from './tags.ts';

/** What the relay needs of a Redis client (ioredis; tests pass a stand-in that fails on demand). */
export interface RelayClient {
  publish(channel: string, message: string): Promise<unknown>;
  on(event: 'ready' | 'error', listener: () => void): unknown;
  quit(): Promise<unknown>;
  disconnect(): void;
}

export interface RedisRelayOptions {
  url: string;
  channel: string;
  bus: CacheTagBus;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  client?: RelayClient;
}

const RECONNECT_CAP_MS = 5000;

function connect(url: string): RelayClient {
  return new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 250, RECONNECT_CAP_MS),
  });
}

export function startRedisRelay(options: RedisRelayOptions): { close(): Promise<void> } {
  const { channel, bus, log } = options;
  const client = options.client ?? connect(options.url);
  let owed = false;

  async function publish(tags: readonly string[]): Promise<void> {
    try {
      await client.publish(channel, JSON.stringify({ tags }));
    } catch (error) {
      if (!owed) log.warn({ err: error }, 'cache tags could not reach Redis; every page is purged when it is back');
      owed = true;
    }
  }

  // Without a listener ioredis reports every failed reconnect as an unhandled error.
  client.on('error', () => undefined);
  client.on('ready', () => {
    if (!owed) return;
    owed = false;
    log.info('Redis is back: telling the gateways to purge everything they may have kept');
    void publish([ALL_TAG]);
  });
  const stop = bus.subscribe((tags) => void publish(tags));
  return {
    async close() {
      stop();
      try {
        await client.quit();
      } catch {
        client.disconnect();
      }
    },
  };
}
