// A new password, by the signed-in shopper (current password given) or through a reset link. Either
// way every earlier session ends: whoever knew the old password or held an old token is signed out.
import type { z } from 'zod';

import type { TokenPair, resetPasswordConfirmRequest, setPasswordRequest } from '@vitrina/contract';
import type { Locale } from '@vitrina/domain';

import type { Site } from '../plugins/site.ts';
import { fieldError, type AuthDeps } from './deps.ts';
import { mailLink } from './link-mail.ts';
import { retireLinkTokens, spendLinkToken } from './one-time-tokens.ts';
import { hashPassword, passwordMatches } from './passwords.ts';
import { endUserSessions } from './sessions.ts';
import { openSession } from './sign-in.ts';
import { findUserByEmail, setPasswordHash, type UserRow } from './users.ts';

/**
 * Answers the same for an unknown address, an inactive account and an active one: only an active
 * account gets the letter (an inactive one asks for its activation letter again).
 */
export async function requestReset(deps: AuthDeps, site: Site, lang: Locale, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, site.id, email);
  mailLink(deps, 'reset', site, lang, user?.status === 'active' ? user : null);
}

async function replacePassword(
  deps: AuthDeps,
  userId: number,
  password: string,
  reason: 'password_changed' | 'password_reset',
) {
  const passwordHash = await hashPassword(password);
  const now = deps.auth.now();
  await deps.db.transaction(async (tx) => {
    await setPasswordHash(tx, userId, passwordHash);
    await endUserSessions(tx, userId, reason, now);
    await retireLinkTokens(tx, userId, 'password_reset', now);
  });
}

export async function confirmReset(
  deps: AuthDeps,
  siteId: number,
  form: z.infer<typeof resetPasswordConfirmRequest>,
): Promise<void> {
  const link = { siteId, userId: Number(form.uid), purpose: 'password_reset' as const, token: form.token };
  const userId = await spendLinkToken(deps.db, link, deps.auth.now());
  if (userId === null) throw fieldError('token', 'invalid_token');
  await replacePassword(deps, userId, form.new_password, 'password_reset');
}

/** Ends every session, this one too, and answers a pair of a new one: this device stays signed in. */
export async function changePassword(
  deps: AuthDeps,
  siteId: number,
  user: UserRow,
  form: z.infer<typeof setPasswordRequest>,
): Promise<TokenPair> {
  if (!(await passwordMatches(user.passwordHash, form.current_password))) {
    throw fieldError('current_password', 'wrong_password');
  }
  await replacePassword(deps, user.id, form.new_password, 'password_changed');
  return openSession(deps, siteId, user.id);
}
