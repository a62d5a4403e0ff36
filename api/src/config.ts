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

/**
 * Signs account tokens when AUTH_JWT_SECRET is not set: fine on a developer's machine, refused
 * with NODE_ENV=production (anyone can read it here and sign a token for any shopper).
 */
export const DEV_AUTH_JWT_SECRET = 'vitrina-development-only-jwt-secret-0123456789';
/**
 * Signs the demo payment provider's callbacks when PAYMENT_DEMO_SECRET is not set: fine for the
 * demo, refused with NODE_ENV=production (anyone could sign a callback marking a payment paid).
 */
export const DEV_PAYMENT_DEMO_SECRET = 'vitrina-development-only-payment-demo-secret-0123';
/** The sender of account mail when MAIL_FROM is not set. */
export const DEFAULT_MAIL_FROM = 'no-reply@vitrina.localhost';

const apiConfigFields = z.object({
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
  /**
   * Rate-limit counters shared by every API node (without it each node counts in its own memory),
   * and the channel that tells every gateway node which cached pages a write changed.
   */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** The Redis channel of changed cache tags; the gateways' CACHE_TAGS_CHANNEL must name the same. */
  CACHE_TAGS_CHANNEL: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]{1,100}$/, 'letters, digits and : _ . - only')
    .default('vitrina:cache-tags'),
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
  /** `production` refuses development defaults of secrets (AUTH_JWT_SECRET). */
  NODE_ENV: z.string().optional(),
  /** HMAC key of the account tokens (HS256); the same on every API node. */
  AUTH_JWT_SECRET: z.string().min(32, 'must be at least 32 characters').default(DEV_AUTH_JWT_SECRET),
  /** Account mail (activation, password reset) goes out through this server; without it, to DATA_DIR/outbox. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** The sender address of account mail; the display name is the shop's. */
  MAIL_FROM: z.email().default(DEFAULT_MAIL_FROM),
  /** HMAC key of the demo payment provider's callbacks (X-Demo-Signature); the same on every API node. */
  PAYMENT_DEMO_SECRET: z.string().min(32, 'must be at least 32 characters').default(DEV_PAYMENT_DEMO_SECRET),
});

/** The fields, and the rules between them. */
export const apiConfigSchema = apiConfigFields.superRefine((config, ctx) => {
  if (config.NODE_ENV === 'production' && config.AUTH_JWT_SECRET === DEV_AUTH_JWT_SECRET) {
    ctx.addIssue({ code: 'custom', path: ['AUTH_JWT_SECRET'], message: 'must be set in production' });
  }
  if (config.NODE_ENV === 'production' && config.PAYMENT_DEMO_SECRET === DEV_PAYMENT_DEMO_SECRET) {
    ctx.addIssue({ code: 'custom', path: ['PAYMENT_DEMO_SECRET'], message: 'must be set in production' });
  }
});

export type ApiConfig = z.infer<typeof apiConfigSchema>;
