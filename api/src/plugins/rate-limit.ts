// Applies the RATE_LIMITS table with @fastify/rate-limit: per client address (request.ip, so
// X-Forwarded-For counts only from TRUST_PROXY), per route, in Redis when REDIS_URL is set (the
// limit holds across API nodes) and in memory otherwise. Over the limit: 429 with Retry-After.
// ACCOUNT_RATE_LIMITS count the same way per account: the body's e-mail in the request's shop;
// USER_RATE_LIMITS per signed-in account: the bearer's user.
import { createHash } from 'node:crypto';

import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

import { errorSchema } from '@vitrina/contract';

import {
  ACCOUNT_RATE_LIMITS,
  RATE_LIMITS,
  USER_RATE_LIMITS,
  type AccountLimitedRoute,
  type LimitedRoute,
  type RateLimit,
  type UserLimitedRoute,
} from '../rate-limits.ts';
import { HttpError } from './errors.ts';

export interface RateLimitOptions {
  redisUrl?: string | undefined;
  /** Replaces entries of the table (tests use small limits in long windows). */
  limits?: Partial<Record<LimitedRoute, RateLimit>> | undefined;
  /** Replaces entries of the per-account table. */
  accountLimits?: Partial<Record<AccountLimitedRoute, RateLimit>> | undefined;
  /** Replaces entries of the per-signed-in-account table. */
  userLimits?: Partial<Record<UserLimitedRoute, RateLimit>> | undefined;
}

const tooMany = (seconds: number, whose: string) =>
  new HttpError(429, 'rate_limited', `Too many requests${whose}; try again in ${seconds} s`);

/** Whose calls a per-account limit counts: a counter key, or null when the request names no account. */
type AccountKey = (route: string, request: FastifyRequest) => string | null;

/**
 * The body's e-mail in the request's shop, hashed: counters never hold an address in the clear
 * (Redis is shared, its keys are listed).
 */
const byEmail: AccountKey = (route, request) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  if (typeof email !== 'string') return null;
  return `account:${route}:${createHash('sha256').update(`${request.site.id}:${email}`).digest('base64url')}`;
};

/** The bearer's user: the auth plugin's preHandler (an app-level hook) runs before this route-level one. */
const bySignedInUser: AccountKey = (route, request) => (request.user ? `user:${route}:${request.user.row.id}` : null);

/**
 * The per-account check of one route, a preHandler: it runs after validation, so the e-mail is
 * the normalised one (lower-cased, trimmed) and a refused body costs the account nothing.
 */
function accountLimiter(app: FastifyInstance, route: string, limit: RateLimit, keyOf: AccountKey) {
  let limiter: ReturnType<FastifyInstance['createRateLimit']> | undefined;
  const keyGenerator = (request: FastifyRequest) => keyOf(route, request) ?? '';
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (keyOf(route, request) === null) return;
    // Made at the first call: the decorator exists once the library's plugin is registered.
    limiter ??= app.createRateLimit({ max: limit.max, timeWindow: limit.windowMs, keyGenerator });
    const result = await limiter(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', result.ttlInSeconds);
    throw tooMany(result.ttlInSeconds, ' for this account');
  };
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
    const accountTable: Record<string, RateLimit> = { ...ACCOUNT_RATE_LIMITS, ...options.accountLimits };
    const userTable: Record<string, RateLimit> = { ...USER_RATE_LIMITS, ...options.userLimits };
    const matched = new Set<string>();
    // Runs before the plugin's own onRoute hook, which reads config.rateLimit.
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        // Fastify answers HEAD with the GET handler: the same work, so the same limit.
        const key = `${method === 'HEAD' ? 'GET' : method} ${route.url}`;
        const limit = table[key];
        const accountLimit = accountTable[key];
        if (accountLimit) {
          matched.add(`account ${key}`);
          route.preHandler = [...[route.preHandler ?? []].flat(), accountLimiter(app, key, accountLimit, byEmail)];
        }
        const userLimit = userTable[key];
        if (userLimit) {
          matched.add(`user ${key}`);
          route.preHandler = [...[route.preHandler ?? []].flat(), accountLimiter(app, key, userLimit, bySignedInUser)];
        }
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
      const unmatched = [
        ...Object.keys(table).filter((key) => !matched.has(key)),
        ...Object.keys(accountTable).filter((key) => !matched.has(`account ${key}`)),
        ...Object.keys(userTable).filter((key) => !matched.has(`user ${key}`)),
      ];
      if (unmatched.length > 0) throw new Error(`RATE_LIMITS names routes that do not exist: ${unmatched.join(', ')}`);
    });
    await app.register(rateLimit, {
      global: false,
      ...(options.redisUrl ? { redis: connect(app, options.redisUrl), nameSpace: 'vitrina:api-limit:' } : {}),
      // Redis down: the shop keeps taking orders and forms; the bot check still guards the forms.
      skipOnError: true,
      errorResponseBuilder: (_request, context) => tooMany(Math.ceil(context.ttl / 1000), ''),
    });
  },
  { name: 'rate-limit' },
);
