// The API's configuration, parsed once from the environment.
import { isIP } from 'node:net';

import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** proxy-addr's names for whole ranges, besides addresses and CIDRs. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
function isProxyEntry(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

export const apiConfigSchema = z.object({
  API_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  /** HMAC key of the forms' proof-of-work challenges; the same on every API node. */
  FORM_CHALLENGE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Rate-limit counters shared by every API node; without it each node counts in its own memory. */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /**
   * The proxies in front of the API (the gateway; addresses or CIDRs, comma-separated), or false.
   * Their X-Forwarded-For gives the client address of rate limits and review votes; anyone
   * else's is ignored. `true` is refused: it would believe an address any client can write.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      if (value.trim() === 'false') return false as const;
      const list = value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      if (list.length === 0 || !list.every(isProxyEntry)) {
        ctx.addIssue({ code: 'custom', message: 'must be false or a comma-separated list of addresses or CIDRs' });
        return z.NEVER;
      }
      return list;
    }),
  /**
   * The port the demo shops are served on (the demo gateway's PORT): their public origin is
   * http://<brand>.localhost:<port>. The demo launchers set it; a new seed falls back to 3000, the
   * gateway's default, and at start the demo shops' origins follow it (seed/demo-origins.ts).
   */
  SHOP_PUBLIC_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /**
   * `off` only for test stacks whose every shopper comes from one address (the end-to-end
   * journeys); a shop keeps them on.
   */
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  /** The gateway's credential for service calls (sites/resolve); without it they answer no one. */
  SERVICE_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
});

export type ApiConfig = z.infer<typeof apiConfigSchema>;
