// Sign-in sessions, each a refresh-token family (OWASP ASVS 5, V7): a refresh token is exchanged
// once, for the next generation; an earlier generation coming back was copied, so the whole family
// ends (the thief's copy and the shopper's newest token alike). Logout ends one session; a password
// change or reset ends all of the user's. Access tokens name their session and are checked against
// it on every call, so an ended session, an inactive or a deleted user stops them at once.
import { randomUUID } from 'node:crypto';

import { and, eq, gt, isNull, sql } from 'drizzle-orm';

import type { Db } from '../db/client.ts';
import { authSessions, users, type SessionEndReason } from '../db/schema/index.ts';
import type { AccessClaims, RefreshClaims } from './tokens.ts';
import type { UserRow } from './users.ts';

const DAY_MS = 86_400_000;
/** However often it is refreshed, a session ends 30 days after sign-in (ASVS 5, 7.3.2). */
export const SESSION_MAX_AGE_MS = 30 * DAY_MS;

export interface LiveSession {
  id: string;
  userId: number;
  generation: number;
  expiresAt: number;
}

const live = (row: { id: string; userId: number; generation: number; expiresAt: Date }): LiveSession => ({
  ...row,
  expiresAt: row.expiresAt.getTime(),
});

export async function startSession(db: Db, userId: number, now: number): Promise<LiveSession> {
  const [row] = await db
    .insert(authSessions)
    .values({
      id: randomUUID(),
      userId,
      createdAt: new Date(now),
      refreshedAt: new Date(now),
      expiresAt: new Date(now + SESSION_MAX_AGE_MS),
    })
    .returning();
  return live(row!);
}

/** The user behind a valid access token: session live, user active and of this shop. */
export async function sessionUser(db: Db, siteId: number, claims: AccessClaims, now: number): Promise<UserRow | null> {
  const [row] = await db
    .select({ user: users })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.id, claims.sessionId),
        eq(users.id, claims.userId),
        eq(users.siteId, siteId),
        eq(users.status, 'active'),
        isNull(authSessions.endedAt),
        gt(authSessions.expiresAt, new Date(now)),
      ),
    )
    .limit(1);
  return row?.user ?? null;
}

/**
 * Exchanges a refresh token's generation for the next one. Null when the token may not be used:
 * then, if it is an earlier generation of a live session, that session ends (reuse).
 */
export async function rotateSession(
  db: Db,
  siteId: number,
  claims: RefreshClaims,
  now: number,
): Promise<LiveSession | null> {
  const at = new Date(now);
  // One statement: of two requests with the same token, exactly one moves the generation on.
  const [row] = await db
    .update(authSessions)
    .set({ generation: sql`${authSessions.generation} + 1`, refreshedAt: at })
    .from(users)
    .where(
      and(
        eq(authSessions.id, claims.sessionId),
        eq(authSessions.userId, claims.userId),
        eq(authSessions.generation, claims.generation),
        isNull(authSessions.endedAt),
        gt(authSessions.expiresAt, at),
        eq(users.id, authSessions.userId),
        eq(users.siteId, siteId),
        eq(users.status, 'active'),
      ),
    )
    .returning({
      id: authSessions.id,
      userId: authSessions.userId,
      generation: authSessions.generation,
      expiresAt: authSessions.expiresAt,
    });
  if (row) return live(row);
  await db
    .update(authSessions)
    .set({ endedAt: at, endReason: 'refresh_reused' })
    .where(
      and(
        eq(authSessions.id, claims.sessionId),
        eq(authSessions.userId, claims.userId),
        gt(authSessions.generation, claims.generation),
        isNull(authSessions.endedAt),
      ),
    );
  return null;
}

export const endSession = (db: Db, sessionId: string, reason: SessionEndReason, now: number) =>
  db
    .update(authSessions)
    .set({ endedAt: new Date(now), endReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.endedAt)));

export const endUserSessions = (db: Db, userId: number, reason: SessionEndReason, now: number) =>
  db
    .update(authSessions)
    .set({ endedAt: new Date(now), endReason: reason })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.endedAt)));
