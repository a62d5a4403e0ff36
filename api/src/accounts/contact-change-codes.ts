// The 6-digit codes that confirm a new e-mail address or phone number. Only an argon2id hash is
// kept: a fast hash of a million possible codes is reversed in a second from a leaked table, this
// one takes hours, far beyond the code's 10 minutes. A code is single use, its account's newest of
// the channel (sending another retires it), and dies after CONTACT_CODE_MAX_ATTEMPTS tries.
import { randomInt } from 'node:crypto';

import { hash, verify } from '@node-rs/argon2';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';

import { CONTACT_CODE_MAX_ATTEMPTS, CONTACT_CODE_TTL_SECONDS } from '@vitrina/contract';

import { fieldError } from '../auth/deps.ts';
import { PASSWORD_COST } from '../auth/passwords.ts';
import type { Db } from '../db/client.ts';
import { contactCodes, type ContactChannel } from '../db/schema/index.ts';

export interface CodeTarget {
  userId: number;
  channel: ContactChannel;
  /** The address lower-cased, or the number as + and digits. */
  target: string;
}

/** Six digits from the CSPRNG, leading zeros kept. */
export const newContactCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export async function storeContactCode(db: Db, to: CodeTarget, code: string, now: number): Promise<void> {
  const codeHash = await hash(code, PASSWORD_COST);
  await db.transaction(async (tx) => {
    await tx
      .update(contactCodes)
      .set({ usedAt: new Date(now) })
      .where(
        and(eq(contactCodes.userId, to.userId), eq(contactCodes.channel, to.channel), isNull(contactCodes.usedAt)),
      );
    await tx.insert(contactCodes).values({
      ...to,
      codeHash,
      createdAt: new Date(now),
      expiresAt: new Date(now + CONTACT_CODE_TTL_SECONDS * 1000),
    });
  });
}

/**
 * Checks `code` against the live code sent to the target and answers its id when it is right; a
 * 400 at `field` otherwise (wrong, expired, spent, out of tries, or never sent: one answer). The
 * try is counted first, in its own statement, so parallel guesses cannot pass the limit and a
 * caller's failing transaction cannot take the count back. The caller spends the id with
 * spendContactCode, in the transaction that makes the change.
 */
export async function checkContactCode(db: Db, to: CodeTarget, code: string, now: number, field: string) {
  const at = new Date(now);
  const [live] = await db
    .update(contactCodes)
    .set({ attempts: sql`${contactCodes.attempts} + 1` })
    .where(
      and(
        eq(contactCodes.userId, to.userId),
        eq(contactCodes.channel, to.channel),
        eq(contactCodes.target, to.target),
        isNull(contactCodes.usedAt),
        gt(contactCodes.expiresAt, at),
        lt(contactCodes.attempts, CONTACT_CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({ id: contactCodes.id, codeHash: contactCodes.codeHash });
  if (!live || !(await verify(live.codeHash, code))) throw fieldError(field, 'invalid_code');
  return live.id;
}

/** Marks the code used; a 400 when a parallel call spent it first (so it confirms one change). */
export async function spendContactCode(db: Db, id: number, now: number, field: string): Promise<void> {
  const [spent] = await db
    .update(contactCodes)
    .set({ usedAt: new Date(now) })
    .where(and(eq(contactCodes.id, id), isNull(contactCodes.usedAt)))
    .returning({ id: contactCodes.id });
  if (!spent) throw fieldError(field, 'invalid_code');
}
