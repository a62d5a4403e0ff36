// The letters with a link: activation, password reset and account deletion, in the request's language, with the shop's
// name and colours, the link on the shop's public origin (the one home of its absolute URLs).
import { accountLinkPaths, deleteAccountLinkPath } from '@vitrina/contract';
import type { Locale } from '@vitrina/domain';

import type { OneTimePurpose } from '../db/schema/index.ts';
import { accountLetter } from '../mail/account-mail.ts';
import type { MailMessage } from '../mail/mailer.ts';
import type { AccountMailKind } from '../mail/texts.ts';
import type { Site } from '../plugins/site.ts';
import { siteBrand } from '../settings/global-settings.ts';
import type { AuthDeps } from './deps.ts';
import { newLinkToken, storeLinkToken } from './one-time-tokens.ts';
import type { UserRow } from './users.ts';

const PURPOSE: Record<AccountMailKind, OneTimePurpose> = {
  activation: 'activation',
  reset: 'password_reset',
  delete_account: 'account_deletion',
};
const PATH: Record<AccountMailKind, (lang: Locale, uid: number, token: string) => string> = {
  activation: accountLinkPaths.activation,
  reset: accountLinkPaths.resetConfirm,
  delete_account: deleteAccountLinkPath,
};

interface LinkLetter {
  kind: AccountMailKind;
  site: Site;
  lang: Locale;
  to: string;
  userId: number;
  token: string;
  from: string;
}

export function linkLetter({ kind, site, lang, to, userId, token, from }: LinkLetter): MailMessage {
  const link = `${site.publicOrigin}${PATH[kind](lang, userId, token)}`;
  const { project, colors } = siteBrand(site);
  const letter = accountLetter(kind, lang, { name: project, colors }, link);
  return { from: { name: project, address: from }, to, ...letter };
}

/**
 * Makes a link token and, for a user, stores it and mails the link after the answer. Without a user
 * (an address with no such account) the token is made all the same and dropped, so both answers
 * cost the same work before they leave.
 */
export function mailLink(deps: AuthDeps, kind: AccountMailKind, site: Site, lang: Locale, user: UserRow | null) {
  const { token, hash } = newLinkToken();
  if (!user) return;
  const { db, auth } = deps;
  auth.postbox.post(async () => {
    await storeLinkToken(db, user.id, PURPOSE[kind], hash, auth.now());
    return linkLetter({ kind, site, lang, to: user.email, userId: user.id, token, from: auth.mailFrom });
  });
}
