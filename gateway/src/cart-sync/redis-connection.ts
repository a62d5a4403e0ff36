// The cart's Redis connections (records, and events between gateway processes). Built like the page
// store's (redis-page-cache.ts): a command while disconnected fails at once instead of queueing,
// each command has a deadline, and reconnecting backs off up to a cap. An outage is logged once.
import { once } from 'node:events';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

const RECONNECT_CAP_MS = 5000;

export type OutageLogger = Pick<FastifyBaseLogger, 'warn' | 'info'>;

export interface CartRedisOptions {
  url: string;
  timeoutMs: number;
  log: OutageLogger;
  /** What the connection is for, in the outage lines. */
  role: string;
  /** A subscriber queues its SUBSCRIBE until connected (and ioredis subscribes again after a reconnect). */
  queueWhileOffline?: boolean;
}

export function openCartRedis(options: CartRedisOptions): Redis {
  const client = new Redis(options.url, {
    enableOfflineQueue: options.queueWhileOffline ?? false,
    maxRetriesPerRequest: 0,
    // A subscriber's connection is silent for long stretches: no deadline on its commands.
    ...(options.queueWhileOffline ? {} : { commandTimeout: options.timeoutMs }),
    connectTimeout: options.timeoutMs,
    retryStrategy: (attempt) => Math.min(attempt * 250, RECONNECT_CAP_MS),
  });
  let down = false;
  // Without a listener ioredis reports every failed reconnect as an unhandled error.
  client.on('error', (error) => {
    if (down) return;
    down = true;
    options.log.warn({ err: error }, `${options.role} is unavailable; cart calls answer 503 until it is back`);
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    options.log.info(`${options.role} is available again`);
  });
  return client;
}

/** True once connected; false at the first connection error or when the time is up. */
export async function redisReady(client: Redis, timeoutMs: number): Promise<boolean> {
  if (client.status === 'ready') return true;
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(), timeoutMs);
  try {
    return await Promise.race([
      once(client, 'ready', { signal: stop.signal }).then(() => true),
      once(client, 'error', { signal: stop.signal }).then(() => false),
    ]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
    stop.abort();
  }
}

/**
 * QUIT waits for Redis's answer, and a subscriber's connection has no command deadline: a Redis that
 * accepts the command and never answers would hold the gateway's shutdown forever. After the
 * deadline the connection is dropped instead (which fails the pending QUIT).
 */
export async function closeRedis(client: Redis, timeoutMs = 1000): Promise<void> {
  const timer = setTimeout(() => client.disconnect(), timeoutMs);
  try {
    await client.quit();
  } catch {
    client.disconnect();
  } finally {
    clearTimeout(timer);
  }
}
