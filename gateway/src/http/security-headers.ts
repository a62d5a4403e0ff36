// The security headers of every gateway answer (nosniff, referrer, framing, and over https HSTS and
// Secure cookies), the CSP of HTML the gateway sends, and the helper pages use to name their nonce.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AnalyticsService } from '@vitrina/shell/server';
import { contentSecurityPolicy, newNonce } from './content-security-policy.ts';

const CSP = 'content-security-policy';
/** A year, subdomains included: the value browsers' preload lists expect as a minimum. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The request reached the proxy in front over https. Fastify believes X-Forwarded-Proto only from
 * the proxies TRUST_PROXY names; the gateway itself never terminates TLS, so a plain-http request
 * (or a forged header from anyone else) never gets HSTS or Secure cookies.
 */
const overHttps = (request: FastifyRequest) => request.protocol === 'https';

function withSecure(cookie: string): string {
  return /;\s*secure\s*(?:;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`;
}

/** Every Set-Cookie of the answer marked Secure (the locale and dev-mode cookies, whoever set them). */
function secureCookies(reply: FastifyReply): void {
  const cookies = reply.getHeader('set-cookie');
  if (cookies === undefined) return;
  const list = Array.isArray(cookies) ? cookies : [String(cookies)];
  // Fastify adds to Set-Cookie rather than replacing it: drop the plain ones first.
  reply.removeHeader('set-cookie');
  reply.header('set-cookie', list.map(withSecure));
}

const isHtml = (reply: FastifyReply) => String(reply.getHeader('content-type') ?? '').startsWith('text/html');

async function securityHeadersPlugin(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    // Browsers that predate CSP's frame-ancestors read this one.
    reply.header('x-frame-options', 'SAMEORIGIN');
    // HTML that did not name a nonce (error pages, the unknown-shop page) may run nothing inline.
    if (isHtml(reply) && !reply.hasHeader(CSP)) reply.header(CSP, contentSecurityPolicy(undefined, []));
    if (overHttps(request)) {
      reply.header('strict-transport-security', HSTS);
      secureCookies(reply);
    }
    return payload;
  });
}

/**
 * Registered before every other plugin: Fastify gives a plugin the hooks its parent had when the
 * plugin was registered, so a hook added later would miss the pages, assets and /api.
 */
export const securityHeaders = fp(securityHeadersPlugin, { name: 'vitrina-security-headers' });

/** The CSP of one page request. */
export interface PagePolicy {
  /** The nonce a page rendered for this request carries (random per render). */
  readonly nonce: string;
  /** Sends the policy naming `nonce`: this render's, or the stored page's on a HIT or STALE. */
  apply(nonce: string | undefined): void;
}

/**
 * For pages.ts: a fresh nonce for the render, and the header for whichever page is sent. A stored
 * page keeps the nonce it was rendered with, and is sent with a policy naming that one.
 */
export function pagePolicy(reply: FastifyReply, site: { analytics?: readonly AnalyticsService[] }): PagePolicy {
  return {
    nonce: newNonce(),
    apply: (nonce) => void reply.header(CSP, contentSecurityPolicy(nonce, site.analytics ?? [])),
  };
}
