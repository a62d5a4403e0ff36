// Applies the RATE_LIMITS table with @fastify/rate-limit: per client address (request.ip, so
// X-Forwarded-For counts only from TRUST_PROXY), per route, in Redis when REDIS_URL is set (the
// limit holds across API nodes) and in memory otherwise. Over the limit: 429 with Retry-After.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

import { errorSchema } from '@vitrina/contract';

import { RATE_LIMITS, type LimitedRoute, type RateLimit } from '../rate-limits.ts';
import { HttpError } from './errors.ts';

export interface RateLimitOptions {
  redisUrl?: string | undefined;
  /** Replaces entries of the table (tests use small limits in long windows). */
  limits?: Partial<Record<LimitedRoute, RateLimit>> | undefined;
}

function connect(app: FastifyInstance, url: string): Redis {
  // Bounded waits: a slow or absent Redis must not hold a request (see skipOnError below).
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
  });
  redis.on('error', (error: Error) => app.log.warn({ err: error }, 'rate-limit Redis unavailable'));
  app.addHook('onClose', async () => void redis.disconnect());
  return redis;
}

export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: RateLimitOptions) => {
    const table: Record<string, RateLimit> = { ...RATE_LIMITS, ...options.limits };
    const matched = new Set<string>();
    // Runs before the plugin's own onRoute hook, which reads config.rateLimit.
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        // Fastify answers HEAD with the GET handler: the same work, so the same limit.
        const key = `${method === 'HEAD' ? 'GET' : method} ${route.url}`;
        const limit = table[key];
        if (!limit) continue;
        matched.add(key);
        route.config = { ...(route.config as object), rateLimit: { max: limit.max, timeWindow: limit.windowMs } };
        // Listed in OpenAPI, so a client knows to expect it (and its Retry-After).
        route.schema = {
          ...route.schema,
          response: { ...(route.schema?.response as object | undefined), 429: errorSchema },
        };
      }
    });
    // A renamed route must not silently lose its limit.
    app.addHook('onReady', async () => {
      const unmatched = Object.keys(table).filter((key) => !matched.has(key));
      if (unmatched.length > 0) throw new Error(`RATE_LIMITS names routes that do not exist: ${unmatched.join(', ')}`);
    });
    await app.register(rateLimit, {
      global: false,
      ...(options.redisUrl ? { redis: connect(app, options.redisUrl), nameSpace: 'vitrina:api-limit:' } : {}),
      // Redis down: the shop keeps taking orders and forms; the bot check still guards the forms.
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, 'rate_limited', `Too many requests; try again in ${Math.ceil(context.ttl / 1000)} s`),
    });
  },
  { name: 'rate-limit' },
);
