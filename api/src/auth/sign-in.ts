// Signing in with e-mail and password, and exchanging a refresh token for a new pair.
import type { TokenPair } from '@vitrina/contract';

import { HttpError } from '../plugins/errors.ts';
import type { AuthDeps } from './deps.ts';
import { passwordMatches } from './passwords.ts';
import { rotateSession, startSession, type LiveSession } from './sessions.ts';
import { findUserByEmail } from './users.ts';

const invalidCredentials = () =>
  new HttpError(401, 'invalid_credentials', 'The e-mail address or the password is wrong');

export async function tokenPair({ auth }: AuthDeps, siteId: number, session: LiveSession): Promise<TokenPair> {
  const claims = { userId: session.userId, sessionId: session.id };
  const [access, refresh] = await Promise.all([
    auth.tokens.access(siteId, claims),
    auth.tokens.refresh(siteId, { ...claims, generation: session.generation }, session.expiresAt),
  ]);
  return { access, refresh };
}

/** A new session for the user, and its first pair. */
export async function openSession(deps: AuthDeps, siteId: number, userId: number): Promise<TokenPair> {
  return tokenPair(deps, siteId, await startSession(deps.db, userId, deps.auth.now()));
}

export async function signIn(deps: AuthDeps, siteId: number, email: string, password: string): Promise<TokenPair> {
  const user = await findUserByEmail(deps.db, siteId, email);
  // Checked even without an account, against a decoy: the answer's timing tells nothing.
  if (!(await passwordMatches(user?.passwordHash ?? null, password)) || !user) throw invalidCredentials();
  // Said only to whoever knows the password: they can then ask for the activation letter again.
  if (user.activatedAt === null) {
    throw new HttpError(401, 'account_inactive', 'The account is not activated yet: open the activation letter');
  }
  // Deactivated by the shop: nothing more is said.
  if (user.status !== 'active') throw invalidCredentials();
  return openSession(deps, siteId, user.id);
}

export async function refreshTokens(deps: AuthDeps, siteId: number, refresh: string): Promise<TokenPair> {
  const claims = await deps.auth.tokens.readRefresh(siteId, refresh);
  const session = claims && (await rotateSession(deps.db, siteId, claims, deps.auth.now()));
  if (!session) {
    throw new HttpError(401, 'token_invalid', 'The refresh token is expired, used or signed out: sign in again');
  }
  return tokenPair(deps, siteId, session);
}
