// The guest's identity (spec: an anonymous `user_token` cookie for 365 days, user group 0 by
// default): read from the visitor's cookies, and issued on a page answer when it is missing.
import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { GUEST_GROUP_ID } from '@vitrina/domain';
import type { GuestIdentity } from '@vitrina/events';
import { serializeCookie } from './cookies.ts';

export const USER_TOKEN_COOKIE = 'user_token';
export const USER_GROUP_COOKIE = 'user-group-id';
const USER_TOKEN_MAX_AGE_S = 365 * 24 * 60 * 60;
/** 24 random bytes: 192 bits, past guessing; base64url keeps it cookie-safe without encoding. */
const TOKEN_BYTES = 24;
/**
 * A token we could have issued, or one of the older storefront's (a UUID): letters, digits, `-` and
 * `_`. Anything else (markup, a huge value) is replaced, so no odd value reaches a back-end call.
 */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;
const GROUP_SHAPE = /^\d{1,9}$/;

export interface GuestVisit {
  identity: GuestIdentity;
  /** Set-Cookie line for a token issued now (the visitor had none, or an unusable one). */
  setCookie?: string;
}

/**
 * The cookie is HttpOnly: no browser code needs it (the cart's calls go through the same-origin
 * /api proxy, which receives it), so a script injected into a page cannot carry the guest's cart
 * key away. Secure when the shop is served over https, whatever the hop to the gateway was.
 */
export function userTokenCookie(token: string, publicOrigin: string): string {
  const cookie = serializeCookie(USER_TOKEN_COOKIE, token, { maxAgeSeconds: USER_TOKEN_MAX_AGE_S, httpOnly: true });
  return publicOrigin.startsWith('https:') ? `${cookie}; Secure` : cookie;
}

/** The visitor's own guest token, when the cookie holds a usable one. */
export function guestTokenOf(cookies: Record<string, string | undefined>): string | undefined {
  const saved = cookies[USER_TOKEN_COOKIE];
  return saved !== undefined && TOKEN_SHAPE.test(saved) ? saved : undefined;
}

export function guestVisit(
  cookies: Record<string, string | undefined>,
  publicOrigin: string,
  newToken: () => string = () => randomBytes(TOKEN_BYTES).toString('base64url'),
): GuestVisit {
  const group = cookies[USER_GROUP_COOKIE];
  const groupId = group !== undefined && GROUP_SHAPE.test(group) ? Number(group) : GUEST_GROUP_ID;
  const saved = guestTokenOf(cookies);
  if (saved) return { identity: { userToken: saved, groupId } };
  const userToken = newToken();
  return { identity: { userToken, groupId }, setCookie: userTokenCookie(userToken, publicOrigin) };
}

/**
 * The answer sets a cookie other than the guest token: a choice of this visitor's (dev mode) that
 * makes the rendered page theirs alone. The guest token does not: the page is rendered without it
 * (see render-page.ts), and the page cache keeps the body, never the headers.
 */
export function setsVisitorCookie(reply: FastifyReply): boolean {
  const header = reply.getHeader('set-cookie');
  const lines = header === undefined ? [] : Array.isArray(header) ? header.map(String) : [String(header)];
  return lines.some((line) => !line.startsWith(`${USER_TOKEN_COOKIE}=`));
}
