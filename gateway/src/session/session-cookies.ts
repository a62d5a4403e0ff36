// The signed-in session as the browser keeps it: the spec's `token` (access) and `refresh_token`
// cookies, set only by the gateway and HttpOnly, so no script in a page can read or carry a token
// away. "Remember me" off makes them browser-session cookies; a marker cookie remembers that choice
// across refreshes, and dies with them when the browser closes.
import { AUTH_TOKEN_TIMES } from '@vitrina/contract';
import type { TokenPair } from '@vitrina/contract';
import { serializeCookie } from '../routing/cookies.ts';

export const ACCESS_COOKIE = 'token';
export const REFRESH_COOKIE = 'refresh_token';
/** Present only for a sign-in without "remember me": its tokens must stay session cookies. */
export const SESSION_ONLY_COOKIE = 'session_only';

/** The tokens a request carries (either may be missing). */
export interface SessionTokens {
  access?: string;
  refresh?: string;
  /** The sign-in was without "remember me". */
  sessionOnly: boolean;
}

export function sessionTokens(cookies: Record<string, string | undefined>): SessionTokens {
  return {
    ...(cookies[ACCESS_COOKIE] ? { access: cookies[ACCESS_COOKIE] } : {}),
    ...(cookies[REFRESH_COOKIE] ? { refresh: cookies[REFRESH_COOKIE] } : {}),
    sessionOnly: cookies[SESSION_ONLY_COOKIE] !== undefined,
  };
}

/** Secure whenever the shop is served over https, whatever the hop to the gateway was. */
function secured(line: string, publicOrigin: string): string {
  return publicOrigin.startsWith('https:') ? `${line}; Secure` : line;
}

/** One cookie; without a max-age it lasts as long as the browser session. */
function cookieLine(name: string, value: string, maxAgeSeconds: number | undefined, publicOrigin: string): string {
  return secured(
    serializeCookie(name, value, { httpOnly: true, ...(maxAgeSeconds === undefined ? {} : { maxAgeSeconds }) }),
    publicOrigin,
  );
}

/** Set-Cookie lines for a new pair: the spec's lifetimes, or session cookies without "remember me". */
export function sessionCookies(pair: TokenPair, publicOrigin: string, remember: boolean): string[] {
  const age = (seconds: number) => (remember ? seconds : undefined);
  return [
    cookieLine(ACCESS_COOKIE, pair.access, age(AUTH_TOKEN_TIMES.accessSeconds), publicOrigin),
    cookieLine(REFRESH_COOKIE, pair.refresh, age(AUTH_TOKEN_TIMES.refreshSeconds), publicOrigin),
    remember
      ? cookieLine(SESSION_ONLY_COOKIE, '', 0, publicOrigin)
      : cookieLine(SESSION_ONLY_COOKIE, '1', undefined, publicOrigin),
  ];
}

/** Set-Cookie lines that end the session in the browser. */
export function clearedSessionCookies(publicOrigin: string): string[] {
  return [ACCESS_COOKIE, REFRESH_COOKIE, SESSION_ONLY_COOKIE].map((name) => cookieLine(name, '', 0, publicOrigin));
}
