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
    /** How long the shop's frame data (settings, menu, brands) is shared between pages; 0 turns it off. */
    FRAME_DATA_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
    /** Behind a TLS-terminating proxy: trust X-Forwarded-Proto/Host (robots.txt names the public origin). */
    TRUST_PROXY: z.stringbool().default(false),
    /** Page cache entry lifetime (spec: 7200 s). */
    PAGE_CACHE_TTL_S: z.coerce.number().int().min(1).max(604_800).default(7200),
    /** Longest a page waits on the cache store before rendering without it (spec: 2000 ms). */
    PAGE_CACHE_TIMEOUT_MS: z.coerce.number().int().min(10).max(10_000).default(2000),
    /** Bound of the in-process page cache (used when REDIS_URL is not set). */
    PAGE_CACHE_MAX_ENTRIES: z.coerce.number().int().min(1).max(100_000).default(1000),
    /** Prefix of every page cache key in Redis, so several deployments can share one Redis. */
    PAGE_CACHE_KEY_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9:_.-]{1,100}$/, 'letters, digits and : _ . - only')
      .default('vitrina:page:'),
    /** How long /sitemap.xml waits for the back end before answering 502. */
    SITEMAP_TIMEOUT_MS: z.coerce.number().int().min(50).max(120_000).default(10_000),
  })
  .transform((c) => ({
    ...c,
    API_BASE_URL: c.API_BASE_URL ?? `http://127.0.0.1:${c.API_PORT}`,
    MODULES_DIR: c.MODULES_DIR ?? `${c.DATA_DIR.replace(/\/$/, '')}/modules`,
  }));

export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;
