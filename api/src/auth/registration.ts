// Registration and activation: a new account is inactive until its e-mailed link is opened; the
// link signs the shopper in (the spec's auto login after activation).
import type { z } from 'zod';

import type { TokenPair, registerRequest } from '@vitrina/contract';
import type { Locale } from '@vitrina/domain';

import type { Site } from '../plugins/site.ts';
import { fieldError, type AuthDeps } from './deps.ts';
import { mailLink } from './link-mail.ts';
import { spendLinkToken } from './one-time-tokens.ts';
import { hashPassword } from './passwords.ts';
import { openSession } from './sign-in.ts';
import { activateUser, createUser, findUserByEmail, type UserRow } from './users.ts';

type Registration = z.infer<typeof registerRequest>;

export async function register(deps: AuthDeps, site: Site, lang: Locale, form: Registration): Promise<UserRow> {
  const taken = () => fieldError('email', 'already_registered');
  if (await findUserByEmail(deps.db, site.id, form.email)) throw taken();
  const user = await createUser(deps.db, {
    siteId: site.id,
    email: form.email,
    passwordHash: await hashPassword(form.password),
    firstName: form.first_name,
    lastName: form.last_name,
    phone: form.phone ?? '',
  });
  // Registered by a concurrent request between the check and the insert.
  if (!user) throw taken();
  mailLink(deps, 'activation', site, lang, user);
  return user;
}

export async function activate(deps: AuthDeps, siteId: number, uid: string, token: string): Promise<TokenPair> {
  const userId = await spendLinkToken(
    deps.db,
    { siteId, userId: Number(uid), purpose: 'activation', token },
    deps.auth.now(),
  );
  if (userId === null) throw fieldError('token', 'invalid_token');
  await activateUser(deps.db, userId, deps.auth.now());
  return openSession(deps, siteId, userId);
}

/**
 * Mails a new link to an account never activated; answers the same for any other address, so
 * nothing tells whether it has an account (an account the shop deactivated gets nothing).
 */
export async function resendActivation(deps: AuthDeps, site: Site, lang: Locale, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, site.id, email);
  mailLink(deps, 'activation', site, lang, user && user.activatedAt === null ? user : null);
}
