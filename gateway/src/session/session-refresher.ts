// Renews a session with its refresh token, once per token. The API rotates refresh tokens and takes
// a second use of a rotated one for theft, ending the whole session (decisions.md, accounts step
// 1): so concurrent requests of one browser share one refresh call, and requests that still carry
// the old cookie a moment later (sent before the browser stored the new ones) get the same new pair.
import { LRUCache } from 'lru-cache';
import { tokenPairResponse } from '@vitrina/contract';
import type { TokenPair } from '@vitrina/contract';

export type RefreshOutcome =
  /** The API answered a new pair. */
  | { kind: 'renewed'; pair: TokenPair }
  /** The API refused the refresh token (expired, revoked, reused): the session is over. */
  | { kind: 'refused' }
  /** The API could not be asked (down, slow, 5xx): the session may still be good, keep it. */
  | { kind: 'unavailable' };

export interface SessionRefresherOptions {
  apiBaseUrl: string;
  /** How long one refresh call may take (API_TIMEOUT_MS). */
  timeoutMs: number;
  /** How long a renewed pair is handed to late requests carrying the old token. */
  reuseWindowMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/** Long enough for every request a page fired with the old cookie to arrive; far below the access lifetime. */
const REUSE_WINDOW_MS = 60_000;

export class SessionRefresher {
  private readonly inFlight = new Map<string, Promise<RefreshOutcome>>();
  private readonly renewed: LRUCache<string, RefreshOutcome & { kind: 'renewed' }>;

  constructor(private readonly options: SessionRefresherOptions) {
    const now = options.now ?? Date.now;
    this.renewed = new LRUCache({
      max: options.maxEntries ?? 10_000,
      ttl: options.reuseWindowMs ?? REUSE_WINDOW_MS,
      perf: { now },
      ttlResolution: 0,
    });
  }

  /** One refresh call per (shop, refresh token) however many requests ask at once. */
  refresh(siteToken: string, refreshToken: string, clientIp?: string): Promise<RefreshOutcome> {
    const key = `${siteToken}\n${refreshToken}`;
    const done = this.renewed.get(key);
    if (done) return Promise.resolve(done);
    let running = this.inFlight.get(key);
    if (!running) {
      running = this.call(siteToken, refreshToken, clientIp).then((outcome) => {
        if (outcome.kind === 'renewed') this.renewed.set(key, outcome);
        return outcome;
      });
      void running.finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, running);
    }
    return running;
  }

  private async call(siteToken: string, refresh: string, clientIp?: string): Promise<RefreshOutcome> {
    try {
      const res = await fetch(`${this.options.apiBaseUrl}/auth/jwt/refresh`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-site-token': siteToken,
          ...(clientIp ? { 'x-forwarded-for': clientIp } : {}),
        },
        body: JSON.stringify({ refresh }),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      // Rate-limited or failing: the token was not spent, so the session is not over.
      if (res.status >= 500 || res.status === 429) return { kind: 'unavailable' };
      if (!res.ok) return { kind: 'refused' };
      const parsed = tokenPairResponse.safeParse(await res.json());
      return parsed.success ? { kind: 'renewed', pair: parsed.data } : { kind: 'unavailable' };
    } catch {
      return { kind: 'unavailable' };
    }
  }
}
