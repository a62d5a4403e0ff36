// When the gateway renews an access token: read its `exp` without checking the signature (the API
// verifies every token it is sent; the gateway only decides whether to refresh first).
import { decodeJwt } from 'jose';
import { AUTH_TOKEN_TIMES } from '@vitrina/contract';

/**
 * True when the token is unreadable, has no expiry, or expires within the spec's skew (30 s), the
 * same tolerance the API allows: a token the API might refuse on arrival is renewed first.
 */
export function needsRenewal(token: string, nowMs: number): boolean {
  let exp: unknown;
  try {
    exp = decodeJwt(token).exp;
  } catch {
    return true;
  }
  if (typeof exp !== 'number') return true;
  return exp * 1000 - nowMs <= AUTH_TOKEN_TIMES.skewSeconds * 1000;
}
