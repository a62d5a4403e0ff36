// The signed-in shopper's id, asked of the API (auth/users/me with the session's bearer): the
// gateway does not verify tokens itself, the API does. Remembered per access token, by its hash
// (no token is kept in memory as it is), until the token expires but for a few minutes at most, so
// a token the API revoked stops reaching the cart soon after even when it has not expired.
import { createHash } from 'node:crypto';
import { decodeJwt } from 'jose';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { currentUserResponse } from '@vitrina/contract';

export type UserIdOutcome =
  | { kind: 'user'; id: number }
  /** The API does not accept the token: the session is over. */
  | { kind: 'refused' }
  /** The API could not be asked (down, slow, 5xx). */
  | { kind: 'unavailable' };

export interface UserIdLookupOptions {
  apiBaseUrl: string;
  timeoutMs: number;
  /** Longest an answer is reused (default 5 minutes). */
  maxAgeMs?: number;
  maxEntries?: number;
  now?: () => number;
}

const userIdOnly = z.object({ user: currentUserResponse.shape.user.pick({ id: true }) });

function expiryMs(token: string): number | null {
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

export class UserIdLookup {
  private readonly known: LRUCache<string, number>;
  private readonly now: () => number;

  constructor(private readonly options: UserIdLookupOptions) {
    this.now = options.now ?? Date.now;
    this.known = new LRUCache({ max: options.maxEntries ?? 10_000, ttl: 1, perf: { now: this.now }, ttlResolution: 0 });
  }

  async idOf(siteToken: string, bearer: string, clientIp?: string): Promise<UserIdOutcome> {
    const key = createHash('sha256').update(`${siteToken}\n${bearer}`).digest('base64url');
    const id = this.known.get(key);
    if (id !== undefined) return { kind: 'user', id };
    const outcome = await this.ask(siteToken, bearer, clientIp);
    const expiresAt = expiryMs(bearer);
    const ttl = Math.min(this.options.maxAgeMs ?? 300_000, (expiresAt ?? 0) - this.now());
    if (outcome.kind === 'user' && ttl > 0) this.known.set(key, outcome.id, { ttl });
    return outcome;
  }

  private async ask(siteToken: string, bearer: string, clientIp?: string): Promise<UserIdOutcome> {
    try {
      const res = await fetch(`${this.options.apiBaseUrl}/auth/users/me`, {
        headers: {
          'x-site-token': siteToken,
          authorization: `Bearer ${bearer}`,
          ...(clientIp ? { 'x-forwarded-for': clientIp } : {}),
        },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      if (res.status === 401 || res.status === 403) {
        await res.body?.cancel();
        return { kind: 'refused' };
      }
      if (!res.ok) {
        await res.body?.cancel();
        return { kind: 'unavailable' };
      }
      const parsed = userIdOnly.safeParse(await res.json());
      return parsed.success ? { kind: 'user', id: parsed.data.user.id } : { kind: 'unavailable' };
    } catch {
      return { kind: 'unavailable' };
    }
  }
}
