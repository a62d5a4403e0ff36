// Renews a session with its refresh token, once per token. The API rotates refresh tokens and takes
// a second use of a rotated one for theft, ending the whole session (decisions.md, accounts step
// 1): so concurrent requests of one browser share one refresh call, and requests that still carry
// the old cookie a moment later (sent before the browser stored the new ones) get the same new pair.
// Across gateway nodes the same holds through the ledger in Redis (refresh-ledger.ts).
import { LRUCache } from 'lru-cache';
import { tokenPairResponse } from '@vitrina/contract';
import type { TokenPair } from '@vitrina/contract';
import type { RefreshLedger } from './refresh-ledger.ts';

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
  /** Shared with the other gateway nodes (Redis); without it this process alone keeps to one refresh per token. */
  ledger?: RefreshLedger;
}

/** Long enough for every request a page fired with the old cookie to arrive; far below the access lifetime. */
export const REUSE_WINDOW_MS = 60_000;

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
      running = this.acrossNodes(siteToken, refreshToken, clientIp).then((outcome) => {
        if (outcome.kind === 'renewed') this.renewed.set(key, outcome);
        return outcome;
      });
      void running.finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, running);
    }
    return running;
  }

  /** The ledger's outcome when another node refreshed this token, else this node's call, told to the others. */
  private async acrossNodes(siteToken: string, refresh: string, clientIp?: string): Promise<RefreshOutcome> {
    const { ledger } = this.options;
    if (!ledger) return this.call(siteToken, refresh, clientIp);
    let claim: Awaited<ReturnType<RefreshLedger['claim']>>;
    try {
      claim = await ledger.claim(siteToken, refresh);
    } catch {
      // Redis cannot be asked: as one node would (a second node's refresh of the same token may
      // then end the session, which is what a shopper would see with one node and two tabs too).
      return this.call(siteToken, refresh, clientIp);
    }
    if (!claim.owner) return claim.outcome;
    const outcome = await this.call(siteToken, refresh, clientIp);
    await ledger.settle(siteToken, refresh, outcome).catch(() => undefined);
    return outcome;
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
