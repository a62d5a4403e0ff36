// The few cookies the gateway reads and writes itself (locale, dev mode, the page-cache rules).
// Parsing and writing are the `cookie` package's (the one Fastify's own cookie plugin builds on);
// this file only fixes the attributes every storefront cookie gets.
import { parseCookie, stringifySetCookie } from 'cookie';

/**
 * `a=1; b=two` -> { a: '1', b: 'two' }. The first occurrence of a name wins, as browsers send the
 * most specific first; a value that is not valid percent-encoding is kept as sent.
 */
export function parseCookies(header: string | undefined): Record<string, string | undefined> {
  return header ? parseCookie(header) : {};
}

export interface CookieOptions {
  /** Without it the cookie lasts as long as the browser session. */
  maxAgeSeconds?: number;
  httpOnly?: boolean;
}

/** Site-wide and SameSite=Lax: the cookie goes with top-level navigations, not with cross-site posts. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  return stringifySetCookie({
    name,
    value,
    maxAge: options.maxAgeSeconds,
    path: '/',
    sameSite: 'lax',
    httpOnly: options.httpOnly,
  });
}
