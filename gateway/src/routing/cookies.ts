// The few cookies the gateway reads and writes itself (locale, dev mode, the page-cache rules).
// A full cookie library is not needed for name=value pairs the storefront owns.

/** `a=1; b=two` -> { a: '1', b: 'two' }. The first occurrence of a name wins, as browsers send the most specific first. */
export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    if (!name || name in cookies) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      cookies[name] = decodeURIComponent(value);
    } catch {
      cookies[name] = value;
    }
  }
  return cookies;
}

export interface CookieOptions {
  maxAgeSeconds: number;
  httpOnly?: boolean;
}

/** Site-wide and SameSite=Lax: the cookie goes with top-level navigations, not with cross-site posts. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Max-Age=${options.maxAgeSeconds}`, 'Path=/', 'SameSite=Lax'];
  if (options.httpOnly) parts.push('HttpOnly');
  return parts.join('; ');
}
