// Dev mode (spec: `?dev_mode=true` sets a cookie; with the cookie, back-end calls carry Dev-Mode).
// The back end may answer differently in dev mode, so such pages never touch the page cache.
import { parseCookies, serializeCookie } from './cookies.ts';

/** The cookie name the spec's cookie list uses. */
export const DEV_MODE_COOKIE = 'dev-mode';
/** The header the back end reads. */
export const DEV_MODE_HEADER = 'dev-mode';
/** A day: long enough for a check session, short enough that a forgotten flag goes away by itself. */
const DEV_MODE_MAX_AGE_S = 24 * 60 * 60;

export interface DevMode {
  on: boolean;
  /** Set-Cookie line to send when the query turned dev mode on or off. */
  setCookie?: string;
}

export function devModeFor(search: string, cookies: Record<string, string | undefined>): DevMode {
  const flag = new URLSearchParams(search).get('dev_mode');
  if (flag === 'true')
    return { on: true, setCookie: serializeCookie(DEV_MODE_COOKIE, 'true', { maxAgeSeconds: DEV_MODE_MAX_AGE_S }) };
  if (flag === 'false') return { on: false, setCookie: serializeCookie(DEV_MODE_COOKIE, '', { maxAgeSeconds: 0 }) };
  return { on: cookies[DEV_MODE_COOKIE] === 'true' };
}

/**
 * The back end says it saw the header: the reference API echoes `Dev-Mode: true` on its answers to
 * calls that carried it. A page whose render calls were answered so says it on its own answer,
 * and the /api proxy passes the echo on: dev mode is visible from outside on both paths.
 */
export const echoesDevMode = (headers: Pick<Headers, 'get'>) => headers.get(DEV_MODE_HEADER) === 'true';

/** For back-end calls made on behalf of a request (the /api proxy, the sitemap). */
export function devModeHeaders(cookieHeader: string | undefined): Record<string, string> {
  return parseCookies(cookieHeader)[DEV_MODE_COOKIE] === 'true' ? { [DEV_MODE_HEADER]: 'true' } : {};
}
