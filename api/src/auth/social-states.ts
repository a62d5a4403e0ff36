// The sign-ins under way: a state made with the authorization URL is spent once, by the callback's
// POST to the same shop and provider, within ten minutes. Only the state's SHA-256 is stored, so a
// read of the table gives no state to post.
import { createHash } from 'node:crypto';

import { and, eq, lt } from 'drizzle-orm';

import type { Db } from '../db/client.ts';
import { socialLoginStates } from '../db/schema/index.ts';

/** Time enough to sign in at the provider (a forgotten password included), short enough to go stale. */
export const SOCIAL_STATE_TTL_MS = 10 * 60_000;

export interface LoginState {
  providerId: number;
  codeVerifier: string;
  nonce: string;
  redirectUri: string;
}

const digest = (state: string) => createHash('sha256').update(state).digest('hex');

/** Stores a new sign-in; the expired ones go at the same time, so the table holds ten minutes' worth. */
export async function storeLoginState(db: Db, state: string, login: LoginState, now: number): Promise<void> {
  await db.delete(socialLoginStates).where(lt(socialLoginStates.expiresAt, new Date(now)));
  await db.insert(socialLoginStates).values({
    ...login,
    stateHash: digest(state),
    createdAt: new Date(now),
    expiresAt: new Date(now + SOCIAL_STATE_TTL_MS),
  });
}

/**
 * Spends a state of one shop's provider: the sign-in it started, or null when there is none
 * (unknown, already spent, made for another shop or provider) or it has expired. One statement,
 * so of two posts of the same state at most one gets the sign-in; an expired one is spent too.
 */
export async function spendLoginState(
  db: Db,
  target: { providerId: number; state: string },
  now: number,
): Promise<LoginState | null> {
  const [row] = await db
    .delete(socialLoginStates)
    .where(
      and(eq(socialLoginStates.stateHash, digest(target.state)), eq(socialLoginStates.providerId, target.providerId)),
    )
    .returning();
  if (!row || row.expiresAt.getTime() <= now) return null;
  const { providerId, codeVerifier, nonce, redirectUri } = row;
  return { providerId, codeVerifier, nonce, redirectUri };
}
