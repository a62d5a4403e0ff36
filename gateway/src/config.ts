// The gateway's configuration, parsed once from the environment.
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export const gatewayConfigSchema = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    API_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
    /** Defaults to the reference back end on API_PORT. */
    API_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** Serve one brand whatever the Host header says (single-brand deployments). */
    SITE_TOKEN: z.string().min(1).optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    /** Module store; defaults to DATA_DIR/modules. */
    MODULES_DIR: z.string().min(1).optional(),
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    /** Bearer token of the admin API; without it the admin API refuses every call. */
    ADMIN_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    /** How long the server waits for a remote (load and data) before the area falls back. */
    REMOTE_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(3000),
    /** Re-read the shell's asset list on every page (dev: the shell's bundle rebuilds in place). */
    SHELL_ASSETS_LIVE: z.stringbool().default(false),
    /**
     * How long the shop's frame data (settings, menu, brands) is shared between pages; 0 turns it
     * off. A datum whose answer was tagged, when the gateway hears changes, stays as long as pages.
     */
    FRAME_DATA_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
    /**
     * The proxies in front of the gateway (addresses or CIDRs, comma-separated), or true/false.
     * X-Forwarded-For and -Proto are believed only from them: the client address of rate limits
     * and the https test of HSTS and Secure cookies come from here.
     */
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((value, ctx) => {
        if (value === 'true' || value === 'false') return value === 'true';
        const list = value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean);
        if (list.length === 0 || list.some((part) => !/^[0-9a-fA-F:.]+(?:\/\d{1,3})?$/.test(part))) {
          ctx.addIssue({
            code: 'custom',
            message: 'must be true, false, or a comma-separated list of addresses or CIDRs',
          });
          return z.NEVER;
        }
        return list;
      }),
    /**
     * How long a page stays fresh when a change can purge it: the gateway hears the back end's
     * changes (REDIS_URL) and every answer the page used was tagged. A day: what no write announces
     * (the 30-day lowest price moving with the date, a day's menu) is at most that late.
     */
    PAGE_CACHE_TTL_S: z.coerce.number().int().min(1).max(2_592_000).default(86_400),
    /** How long any other page stays fresh (spec: 7200 s); never longer than PAGE_CACHE_TTL_S. */
    PAGE_CACHE_UNTAGGED_TTL_S: z.coerce.number().int().min(1).max(604_800).default(7200),
    /** The Redis channel on which the back end publishes changed cache tags (the API's CACHE_TAGS_CHANNEL). */
    CACHE_TAGS_CHANNEL: z
      .string()
      .regex(/^[A-Za-z0-9:_.-]{1,100}$/, 'letters, digits and : _ . - only')
      .default('vitrina:cache-tags'),
    /** Longest a page waits on the cache store before rendering without it (spec: 2000 ms). */
    PAGE_CACHE_TIMEOUT_MS: z.coerce.number().int().min(10).max(10_000).default(2000),
    /** Bound of the in-process page cache (used when REDIS_URL is not set). */
    PAGE_CACHE_MAX_ENTRIES: z.coerce.number().int().min(1).max(100_000).default(1000),
    /** Prefix of every page cache key in Redis, so several deployments can share one Redis. */
    PAGE_CACHE_KEY_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9:_.-]{1,100}$/, 'letters, digits and : _ . - only')
      .default('vitrina:page:'),
    /** How long an expired page is kept to be served when rendering it again fails (stale-on-error). */
    PAGE_CACHE_STALE_S: z.coerce.number().int().min(0).max(2_592_000).default(86_400),
    /** Byte bound of the in-process page cache (compressed pages). */
    PAGE_CACHE_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(4_294_967_296)
      .default(64 * 1024 * 1024),
    /** Consecutive store failures after which the page store is skipped for a cool-down. */
    PAGE_CACHE_BREAKER_FAILURES: z.coerce.number().int().min(1).max(1000).default(5),
    PAGE_CACHE_BREAKER_COOLDOWN_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    /** One deadline per page for everything it waits on: site lookup, frame data, the remote's data. */
    PAGE_BUDGET_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
    /** How long the /api proxy waits for the back end before answering 504. */
    API_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    /** The gateway's credential for the back end's service calls (sites/resolve); the API has the same key. */
    SERVICE_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
    /** Admin API sign-in attempts allowed per client address and minute (a wrong token counts). */
    ADMIN_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(30),
    /** How long /sitemap.xml waits for the back end before answering 502. */
    SITEMAP_TIMEOUT_MS: z.coerce.number().int().min(50).max(120_000).default(10_000),
    /** Prefix of the cart records, locks and event channel in Redis (/api/cart-redis, /ws/cart). */
    CART_KEY_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9:_.-]{1,100}$/, 'letters, digits and : _ . - only')
      .default('vitrina:cart:'),
    /** A cart record nobody read or wrote for this long is forgotten (30 days). */
    CART_RECORD_TTL_S: z.coerce.number().int().min(60).max(31_536_000).default(2_592_000),
    /** Longest a cart call waits on Redis before answering 503 (spec: Redis timeout 2000 ms). */
    CART_STORE_TIMEOUT_MS: z.coerce.number().int().min(10).max(10_000).default(2000),
    /** Prefix of the shared pins' document and channels in Redis (pins live there with REDIS_URL). */
    PINS_KEY_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9:_.-]{1,100}$/, 'letters, digits and : _ . - only')
      .default('vitrina:pins:'),
    /** Prefix of the session refreshes shared by gateway nodes in Redis (one refresh per token across nodes). */
    REFRESH_KEY_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9:_.-]{1,100}$/, 'letters, digits and : _ . - only')
      .default('vitrina:refresh:'),
    /**
     * On SIGTERM, how long /health answers 503 before the gateway stops taking requests, so the
     * balancer in front moves new requests elsewhere first (rolling restarts drop nothing).
     */
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  })
  .transform((c) => ({
    ...c,
    API_BASE_URL: c.API_BASE_URL ?? `http://127.0.0.1:${c.API_PORT}`,
    MODULES_DIR: c.MODULES_DIR ?? `${c.DATA_DIR.replace(/\/$/, '')}/modules`,
  }));

export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;
