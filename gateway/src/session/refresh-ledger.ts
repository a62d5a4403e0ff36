// One refresh per token across gateway nodes. The API rotates refresh tokens and ends the whole
// session when a rotated one comes back (theft), so a browser's requests that carry the same old
// token to two nodes must not both exchange it: the first node to claim the token in Redis calls
// the API, the others wait for its outcome and hand out the same new pair. The pair is kept
// encrypted with a key derived from the old refresh token, so Redis alone (a dump, a replica, a
// stranger's KEYS) never yields a usable token: only a holder of the old token can read it.
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { tokenPairResponse } from '@vitrina/contract';
import type { RefreshOutcome } from './session-refresher.ts';

/** What one node's refresh settled as, for the others: a new pair, or the API's refusal. */
export type SettledOutcome = Exclude<RefreshOutcome, { kind: 'unavailable' }>;

export type Claim = { owner: true } | { owner: false; outcome: RefreshOutcome };

export interface RefreshLedger {
  /**
   * Claims the refresh of a token; when another node holds it, waits for its outcome (or
   * `unavailable` when it never comes: calling again could spend a token already rotated).
   * Throws when the ledger cannot be asked (the caller then refreshes on its own, as one node would).
   */
  claim(siteToken: string, refreshToken: string): Promise<Claim>;
  /** Tells the waiting and later nodes; an unavailable outcome frees the claim for a retry. */
  settle(siteToken: string, refreshToken: string, outcome: RefreshOutcome): Promise<void>;
  close(): Promise<void>;
}

export interface RedisRefreshLedgerOptions {
  url: string;
  prefix: string;
  /** Deadline of each Redis command. */
  timeoutMs: number;
  /** How long the owner's API call may take: a claim older than this (plus a margin) is given up. */
  refreshTimeoutMs: number;
  /** How long a settled outcome is handed to late requests carrying the old token. */
  reuseWindowMs: number;
}

const PENDING = 'pending';
const POLL_MS = 20;

const keyOf = (siteToken: string, refreshToken: string) =>
  createHash('sha256').update(`${siteToken}\n${refreshToken}`).digest('base64url');

/** Another derivation than the key name's, so the name says nothing about the cipher key. */
const cipherKey = (siteToken: string, refreshToken: string) =>
  Buffer.from(hkdfSync('sha256', refreshToken, siteToken, 'vitrina refresh ledger', 32));

export function sealOutcome(siteToken: string, refreshToken: string, outcome: SettledOutcome): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', cipherKey(siteToken, refreshToken), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(outcome), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

/** Null for anything this token did not seal (another token's value, a tampered one). */
export function openOutcome(siteToken: string, refreshToken: string, sealed: string): SettledOutcome | null {
  try {
    const raw = Buffer.from(sealed, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', cipherKey(siteToken, refreshToken), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    const json = JSON.parse(text) as { kind?: unknown; pair?: unknown };
    if (json.kind === 'refused') return { kind: 'refused' };
    const pair = tokenPairResponse.safeParse(json.pair);
    return json.kind === 'renewed' && pair.success ? { kind: 'renewed', pair: pair.data } : null;
  } catch {
    return null;
  }
}

export function redisRefreshLedger(options: RedisRefreshLedgerOptions): RefreshLedger {
  const redis = new Redis(options.url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: options.timeoutMs,
    connectTimeout: options.timeoutMs,
    retryStrategy: (attempt) => Math.min(attempt * 250, 5000),
  });
  // Failures reach the caller, which refreshes on its own; without a listener ioredis reports each.
  redis.on('error', () => undefined);
  const claimMs = options.refreshTimeoutMs + 1000;
  const name = (siteToken: string, refreshToken: string) => `${options.prefix}${keyOf(siteToken, refreshToken)}`;

  return {
    async claim(siteToken, refreshToken) {
      const key = name(siteToken, refreshToken);
      const until = Date.now() + claimMs;
      while (Date.now() < until) {
        if ((await redis.set(key, PENDING, 'PX', claimMs, 'NX')) === 'OK') return { owner: true };
        const value = await redis.get(key);
        if (value !== null && value !== PENDING) {
          return { owner: false, outcome: openOutcome(siteToken, refreshToken, value) ?? { kind: 'unavailable' } };
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      return { owner: false, outcome: { kind: 'unavailable' } };
    },
    async settle(siteToken, refreshToken, outcome) {
      const key = name(siteToken, refreshToken);
      if (outcome.kind === 'unavailable') await redis.del(key);
      else await redis.set(key, sealOutcome(siteToken, refreshToken, outcome), 'PX', options.reuseWindowMs);
    },
    async close() {
      redis.disconnect();
    },
  };
}
