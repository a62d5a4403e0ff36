// Rate limits of the gateway's own routes (the admin API): counters in Redis when REDIS_URL is
// set, so a limit holds across gateway nodes and restarts, else in the process. The client address
// is request.ip, which honours X-Forwarded-For only from the proxies TRUST_PROXY names.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { HttpError } from './errors.ts';

export interface RateLimitOptions {
  max: number;
  windowMs: number;
  redisUrl?: string | undefined;
  /** Keeps the counters of one route family apart from others in a shared Redis. */
  nameSpace: string;
}

export async function limitRequests(app: FastifyInstance, options: RateLimitOptions): Promise<void> {
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        connectTimeout: 2000,
        commandTimeout: 1000,
      })
    : undefined;
  if (redis) {
    redis.on('error', () => undefined);
    app.addHook('onClose', async () => void redis.disconnect());
  }
  await app.register(rateLimit, {
    max: options.max,
    timeWindow: options.windowMs,
    keyGenerator: (request) => request.ip,
    ...(redis ? { redis, nameSpace: options.nameSpace } : {}),
    // Redis down: the limit cannot be counted, and ops must still reach the admin API.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        'rate_limited',
        `Too many requests; try again in ${Math.ceil(context.ttl / 1000)} s`,
        {},
        {
          'retry-after': String(Math.ceil(context.ttl / 1000)),
        },
      ),
  });
}
