// Deleting an account, in two steps as the spec's modals have it: the signed-in shopper asks, a
// single-use link goes to the account's address (whoever holds only a stolen token cannot finish),
// and the link's uid and token confirm. The user row goes with everything that hangs on it
// (sessions, so every token stops at once; addresses; favourites; link tokens; the picture's row,
// whose file is removed once the deletion is committed). Orders, when they
// come, must keep their own copy of the buyer's data rather than block this.
import { and, eq } from 'drizzle-orm';

import type { Locale } from '@vitrina/domain';

import { fieldError } from '../auth/deps.ts';
import { mailLink } from '../auth/link-mail.ts';
import { spendLinkToken } from '../auth/one-time-tokens.ts';
import type { UserRow } from '../auth/users.ts';
import { profileImages, users } from '../db/schema/index.ts';
import type { Site } from '../plugins/site.ts';
import type { AccountDeps } from './deps.ts';
import { removeFile, type ImageDeps } from './profile-image.ts';

export function requestAccountDeletion(deps: AccountDeps, site: Site, lang: Locale, user: UserRow): void {
  mailLink(deps, 'delete_account', site, lang, user);
}

export async function confirmAccountDeletion(deps: ImageDeps, siteId: number, uid: string, token: string) {
  const link = { siteId, userId: Number(uid), purpose: 'account_deletion' as const, token };
  const picture = await deps.db.transaction(async (tx) => {
    const userId = await spendLinkToken(tx, link, deps.auth.now());
    if (userId === null) throw fieldError('token', 'invalid_token');
    const [image] = await tx.select().from(profileImages).where(eq(profileImages.userId, userId));
    await tx.delete(users).where(and(eq(users.id, userId), eq(users.siteId, siteId)));
    return image?.fileName;
  });
  if (picture) await removeFile(deps.accountServices.profileImageDir, picture);
}
