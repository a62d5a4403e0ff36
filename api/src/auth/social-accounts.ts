// Which user of the shop a provider's identity signs in: the one it was linked to before, else the
// account with its (provider-verified) address, else a new active account. The address is proved
// by the provider, so it stands in for the activation letter.
import { randomBytes } from 'node:crypto';

import { and, eq } from 'drizzle-orm';

import { SOCIAL_ERROR_CODES } from '@vitrina/contract';

import type { Db } from '../db/client.ts';
import { socialIdentities, users } from '../db/schema/index.ts';
import { HttpError } from '../plugins/errors.ts';
import type { AuthDeps } from './deps.ts';
import { retireLinkTokens } from './one-time-tokens.ts';
import { hashPassword } from './passwords.ts';
import type { ProviderIdentity } from './social-identity.ts';
import { activateUser, createUser, findUserByEmail, setPasswordHash, type UserRow } from './users.ts';

const accountDisabled = () =>
  new HttpError(403, SOCIAL_ERROR_CODES.accountDisabled, 'The shop has closed this account');

/**
 * A password no one knows: the column is required, and a password sign-in must fail for such an
 * account until its owner sets one through the reset letter.
 */
const unknownPasswordHash = () => hashPassword(randomBytes(32).toString('base64url'));

async function linkedUser(db: Db, siteId: number, identity: ProviderIdentity): Promise<UserRow | null> {
  const [row] = await db
    .select({ user: users })
    .from(socialIdentities)
    .innerJoin(users, eq(users.id, socialIdentities.userId))
    .where(
      and(
        eq(socialIdentities.siteId, siteId),
        eq(socialIdentities.issuer, identity.issuer),
        eq(socialIdentities.subject, identity.subject),
      ),
    )
    .limit(1);
  return row?.user ?? null;
}

/**
 * The account with the address, made usable by this sign-in. One never activated is activated, and
 * its password replaced: whoever registered the address before its owner (and chose that password)
 * must not share the account the owner now signs in to.
 */
async function accountByEmail(
  db: Db,
  siteId: number,
  identity: ProviderIdentity,
  now: number,
  raced = false,
): Promise<UserRow> {
  const existing = await findUserByEmail(db, siteId, identity.email);
  if (existing?.activatedAt) return existing;
  const passwordHash = await unknownPasswordHash();
  if (existing) {
    await setPasswordHash(db, existing.id, passwordHash);
    await retireLinkTokens(db, existing.id, 'activation', now);
    await activateUser(db, existing.id, now);
    return { ...existing, status: 'active' };
  }
  const created = await createUser(db, {
    siteId,
    email: identity.email,
    passwordHash,
    firstName: identity.firstName,
    lastName: identity.lastName,
    phone: '',
  });
  // Made by a concurrent sign-in or registration between the look-up and the insert: look again, once.
  if (!created && !raced) return accountByEmail(db, siteId, identity, now, true);
  if (!created) throw new Error('The account of a social sign-in was neither found nor made');
  await activateUser(db, created.id, now);
  return { ...created, status: 'active' };
}

/** The id of the user the identity signs in, linking the identity to it the first time. */
export async function userForIdentity(
  { db, auth }: AuthDeps,
  siteId: number,
  providerKey: string,
  identity: ProviderIdentity,
): Promise<number> {
  const now = auth.now();
  return db.transaction(async (tx) => {
    const linked = await linkedUser(tx, siteId, identity);
    const user = linked ?? (await accountByEmail(tx, siteId, identity, now));
    if (user.status !== 'active') throw accountDisabled();
    if (!linked) {
      const { issuer, subject } = identity;
      await tx
        .insert(socialIdentities)
        .values({ siteId, issuer, subject, userId: user.id, providerKey, createdAt: new Date(now) })
        .onConflictDoNothing();
    }
    return user.id;
  });
}
