// The tokens of e-mailed links (activation, password reset): 32 random bytes in the link, only
// their SHA-256 in the database (a leaked table opens no account), each used once before it
// expires. A new token of a purpose retires the user's earlier ones, so only the newest letter works.
import { createHash, randomBytes } from 'node:crypto';

import { and, eq, gt, isNull } from 'drizzle-orm';

import type { Db } from '../db/client.ts';
import { oneTimeTokens, users, type OneTimePurpose } from '../db/schema/index.ts';

const HOUR_MS = 3_600_000;
/** The mail texts (mail/texts.ts) state these lifetimes. */
export const ONE_TIME_TOKEN_TTL_MS: Record<OneTimePurpose, number> = {
  activation: 72 * HOUR_MS,
  password_reset: HOUR_MS,
  account_deletion: HOUR_MS,
};

export interface LinkToken {
  /** Goes into the link, never into the database. */
  token: string;
  hash: string;
}

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export function newLinkToken(): LinkToken {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: digest(token) };
}

export async function storeLinkToken(db: Db, userId: number, purpose: OneTimePurpose, hash: string, now: number) {
  await db.transaction(async (tx) => {
    await retireLinkTokens(tx, userId, purpose, now);
    await tx.insert(oneTimeTokens).values({
      userId,
      purpose,
      tokenHash: hash,
      createdAt: new Date(now),
      expiresAt: new Date(now + ONE_TIME_TOKEN_TTL_MS[purpose]),
    });
  });
}

export const retireLinkTokens = (db: Db, userId: number, purpose: OneTimePurpose, now: number) =>
  db
    .update(oneTimeTokens)
    .set({ usedAt: new Date(now) })
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));

/**
 * Spends a link's token: the user id when it was the live token of that user of this shop (for an
 * activation, an account never activated; otherwise an active one), else null. One statement,
 * so a token opens at most once.
 */
export async function spendLinkToken(
  db: Db,
  link: { siteId: number; userId: number; purpose: OneTimePurpose; token: string },
  now: number,
): Promise<number | null> {
  const at = new Date(now);
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: at })
    .from(users)
    .where(
      and(
        eq(oneTimeTokens.tokenHash, digest(link.token)),
        eq(oneTimeTokens.purpose, link.purpose),
        eq(oneTimeTokens.userId, link.userId),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, at),
        eq(users.id, oneTimeTokens.userId),
        eq(users.siteId, link.siteId),
        link.purpose === 'activation' ? isNull(users.activatedAt) : eq(users.status, 'active'),
      ),
    )
    .returning({ userId: oneTimeTokens.userId });
  return row?.userId ?? null;
}
