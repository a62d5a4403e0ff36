// Removes account rows nothing can use any more: sessions past their absolute end or idle past
// their refresh token's life (its token can no longer be exchanged), ended sessions, link tokens,
// contact codes and social sign-in states past their expiry. They would refuse every use anyway;
// keeping them only grows the tables and keeps hashes of secrets longer than they serve.
// scheduleSweeps also runs the sweep of forgotten guest carts (cart/stale-carts.ts).
import { lt, or } from 'drizzle-orm';

import { AUTH_TOKEN_TIMES } from '@vitrina/contract';

import { sweepStaleGuestCarts } from '../cart/stale-carts.ts';
import type { Db } from '../db/client.ts';
import { authSessions, contactCodes, oneTimeTokens, socialLoginStates } from '../db/schema/index.ts';

/**
 * A day past expiry before a row goes: support can still see why a link a shopper clicked late
 * was refused, and a clock a little off between API nodes never removes a row still in use.
 */
export const EXPIRED_ROW_GRACE_MS = 24 * 60 * 60 * 1000;
export const SWEEP_EVERY_MS = 60 * 60 * 1000;

export interface SweptRows {
  sessions: number;
  linkTokens: number;
  contactCodes: number;
  socialStates: number;
}

export async function sweepExpiredRows(db: Db, nowMs: number): Promise<SweptRows> {
  const before = new Date(nowMs - EXPIRED_ROW_GRACE_MS);
  const sessions = await db
    .delete(authSessions)
    .where(
      or(
        lt(authSessions.expiresAt, before),
        lt(authSessions.endedAt, before),
        lt(authSessions.refreshedAt, new Date(before.getTime() - AUTH_TOKEN_TIMES.refreshSeconds * 1000)),
      ),
    )
    .returning({ id: authSessions.id });
  const linkTokens = await db
    .delete(oneTimeTokens)
    .where(lt(oneTimeTokens.expiresAt, before))
    .returning({ id: oneTimeTokens.id });
  const codes = await db
    .delete(contactCodes)
    .where(lt(contactCodes.expiresAt, before))
    .returning({ id: contactCodes.id });
  // A state is worth nothing after its few minutes: no grace.
  const states = await db
    .delete(socialLoginStates)
    .where(lt(socialLoginStates.expiresAt, new Date(nowMs)))
    .returning({ expiresAt: socialLoginStates.expiresAt });
  return {
    sessions: sessions.length,
    linkTokens: linkTokens.length,
    contactCodes: codes.length,
    socialStates: states.length,
  };
}

export interface SweepLog {
  info: (fields: object, message: string) => void;
  error: (fields: object, message: string) => void;
}

/** Runs one sweep and logs what it removed, or why it could not; a failure never stops the others. */
const sweepAndLog = (log: SweepLog, what: string, run: () => Promise<unknown>) =>
  run().then(
    (swept) => log.info({ swept }, `${what} removed`),
    (error: unknown) => log.error({ err: error }, `${what} could not be removed`),
  );

/**
 * Sweeps expired account rows and stale guest carts now and then every hour, until the returned
 * function is called (the server's close).
 */
export function scheduleSweeps(db: Db, log: SweepLog, now: () => number = Date.now): () => void {
  const sweep = () =>
    Promise.all([
      sweepAndLog(log, 'expired account rows', () => sweepExpiredRows(db, now())),
      sweepAndLog(log, 'stale guest carts', () => sweepStaleGuestCarts(db, now())),
    ]);
  void sweep();
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
