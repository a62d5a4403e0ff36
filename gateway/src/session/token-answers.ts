// Account calls whose answers carry a token pair (sign-in, social sign-in, activation, password
// change, refresh): the pair becomes the session cookies and leaves the body, so browser code never
// holds a token.
import { browserLoginRequest, socialProviderKey, tokenPairResponse } from '@vitrina/contract';
import type { TokenPair } from '@vitrina/contract';

export type AccountCall = 'sign-in' | 'refresh' | 'logout';

const ACCOUNT_CALLS: Record<string, AccountCall> = {
  'auth/jwt/create': 'sign-in',
  'auth/jwt/refresh': 'refresh',
  'auth/token/logout': 'logout',
  'api/google-login': 'sign-in',
};

/**
 * users/{social}: a social sign-in when the segment is a provider key. The contract's rule leaves
 * out the names of the other users/ calls, so users/company and users/user-group keep their bearer.
 */
const isSocialSignIn = (path: string) => {
  const key = /^users\/([^/]+)$/.exec(path)?.[1];
  return key !== undefined && socialProviderKey.safeParse(key).success;
};

/** The back end ignores repeated and trailing slashes: so does this match, so no spelling slips past it. */
export function accountCallOf(tail: string): AccountCall | null {
  let path = tail.split('?')[0] ?? '';
  try {
    path = decodeURIComponent(path);
  } catch {
    return null;
  }
  const canonical = path.replace(/\/{2,}/g, '/').replace(/^\/|\/$/g, '');
  return ACCOUNT_CALLS[canonical] ?? (isSocialSignIn(canonical) ? 'sign-in' : null);
}

/** Small enough to be a token answer; a larger body is never parsed for one. */
const TOKEN_ANSWER_MAX_BYTES = 64 * 1024;

/**
 * A JSON answer holding `access` and `refresh`: the pair and the body without them (`{}` for a bare
 * pair). Checked on every answer, whatever the path, so no route can hand a token to the browser.
 */
export function splitTokenAnswer(body: Buffer, contentType: string | null): { pair: TokenPair; rest: Buffer } | null {
  if (!contentType?.includes('json') || body.length > TOKEN_ANSWER_MAX_BYTES || !body.includes('"refresh"'))
    return null;
  let json: unknown;
  try {
    json = JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
  const parsed = tokenPairResponse.safeParse(json);
  if (!parsed.success) return null;
  const { access: _access, refresh: _refresh, ...rest } = json as Record<string, unknown>;
  return { pair: parsed.data, rest: Buffer.from(JSON.stringify(rest)) };
}

/** "Remember me" on a sign-in: `remember: false` in the body asks for session cookies; anything else keeps the spec's lifetimes. */
export function remembersSignIn(body: unknown): boolean {
  if (!Buffer.isBuffer(body)) return true;
  let json: unknown;
  try {
    json = JSON.parse(body.toString('utf8'));
  } catch {
    return true;
  }
  const remember = browserLoginRequest.shape.remember.safeParse((json as { remember?: unknown } | null)?.remember);
  return !(remember.success && remember.data === false);
}
