// Signed account tokens (JWT, HS256, jose). An access token names its session, so ending the
// session ends it; a refresh token also carries the session's generation (see sessions.ts).
// Both are bound to one shop (audience), so a token of one shop is refused by every other.
import { errors, jwtVerify, SignJWT } from 'jose';

import { AUTH_TOKEN_TIMES } from '@vitrina/contract';

const ISSUER = 'vitrina-api';
const ALGORITHM = 'HS256';

export interface AccessClaims {
  userId: number;
  sessionId: string;
}
export interface RefreshClaims extends AccessClaims {
  generation: number;
}

export interface TokenSigner {
  access(siteId: number, claims: AccessClaims): Promise<string>;
  /** `expiresAt` (ms) caps the token at its session's absolute end. */
  refresh(siteId: number, claims: RefreshClaims, expiresAt: number): Promise<string>;
  /** The claims of a valid token of this kind for this shop, else null. */
  readAccess(siteId: number, token: string): Promise<AccessClaims | null>;
  readRefresh(siteId: number, token: string): Promise<RefreshClaims | null>;
}

const audience = (siteId: number) => `site:${siteId}`;
/** Session ids are UUIDs (the column's type): anything else never reaches a query. */
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const seconds = (ms: number) => Math.floor(ms / 1000);

export function tokenSigner(secret: string, now: () => number): TokenSigner {
  const key = new TextEncoder().encode(secret);

  function sign(siteId: number, payload: Record<string, unknown>, subject: number, expiresAt: number) {
    return new SignJWT(payload)
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(audience(siteId))
      .setSubject(String(subject))
      .setIssuedAt(seconds(now()))
      .setExpirationTime(seconds(expiresAt))
      .sign(key);
  }

  async function read(siteId: number, token: string, kind: 'access' | 'refresh') {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: audience(siteId),
        requiredClaims: ['sub', 'exp', 'iat'],
        // Clocks of API nodes differ a little; the spec's 30 s skew is the tolerance.
        clockTolerance: AUTH_TOKEN_TIMES.skewSeconds,
        currentDate: new Date(now()),
      });
      const userId = Number(payload.sub);
      if (payload.kind !== kind || !Number.isSafeInteger(userId) || typeof payload.sid !== 'string') return null;
      if (!SESSION_ID.test(payload.sid)) return null;
      return { userId, sessionId: payload.sid, generation: payload.gen };
    } catch (error) {
      // A malformed, forged, foreign or expired token is simply not a valid one.
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }

  return {
    access: (siteId, { userId, sessionId }) =>
      sign(siteId, { kind: 'access', sid: sessionId }, userId, now() + AUTH_TOKEN_TIMES.accessSeconds * 1000),
    refresh: (siteId, { userId, sessionId, generation }, expiresAt) =>
      sign(
        siteId,
        { kind: 'refresh', sid: sessionId, gen: generation },
        userId,
        Math.min(now() + AUTH_TOKEN_TIMES.refreshSeconds * 1000, expiresAt),
      ),
    readAccess: async (siteId, token) => {
      const claims = await read(siteId, token, 'access');
      return claims && { userId: claims.userId, sessionId: claims.sessionId };
    },
    readRefresh: async (siteId, token) => {
      const claims = await read(siteId, token, 'refresh');
      return claims && Number.isSafeInteger(claims.generation)
        ? { userId: claims.userId, sessionId: claims.sessionId, generation: claims.generation as number }
        : null;
    },
  };
}
