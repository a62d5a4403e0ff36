// E-mail changes with a code: send-code mails 6 digits to the NEW address (proof the shopper reads
// it); api/email/ then adds the address to the account's list, api/email/change/ makes it the
// sign-in address (the old one stops signing in at once). An address another account of the shop
// uses is refused at every step with the field's `already_registered`, and nothing more is said.
import { and, eq } from 'drizzle-orm';

import { CONTACT_CODE_TTL_SECONDS, type ContactEmail } from '@vitrina/contract';
import type { Locale } from '@vitrina/domain';

import { fieldError } from '../auth/deps.ts';
import { findUserByEmail, type UserRow } from '../auth/users.ts';
import type { Db } from '../db/client.ts';
import { userContacts, users } from '../db/schema/index.ts';
import { emailChangedLetter, emailCodeLetter } from '../mail/code-mail.ts';
import type { Site } from '../plugins/site.ts';
import { siteBrand } from '../settings/global-settings.ts';
import { checkContactCode, newContactCode, spendContactCode, storeContactCode } from './contact-change-codes.ts';
import { contactEmailOf, unlessTaken, type ContactDeps } from './contact-change.ts';

interface Confirmation {
  email_address: string;
  verification_code: string;
}

type AddressUse = 'free' | 'sign-in' | 'listed' | 'another account';

/**
 * How the shop already uses `address` (lower-cased), seen from `user`. Two tables hold addresses:
 * each has its unique index, but between them only this check stands (a race of two confirmations
 * within milliseconds could slip by; the rate limits make it a rarity, not an attack).
 */
async function addressUse(db: Db, siteId: number, user: UserRow, address: string): Promise<AddressUse> {
  const login = await findUserByEmail(db, siteId, address);
  if (login) return login.id === user.id ? 'sign-in' : 'another account';
  const [listed] = await db
    .select({ userId: userContacts.userId })
    .from(userContacts)
    .where(and(eq(userContacts.siteId, siteId), eq(userContacts.channel, 'email'), eq(userContacts.value, address)))
    .limit(1);
  if (!listed) return 'free';
  return listed.userId === user.id ? 'listed' : 'another account';
}

/** Refuses the uses in `refused`: another account's address, or one this account has already. */
async function assertUsable(db: Db, site: Site, user: UserRow, address: string, field: string, refused: AddressUse[]) {
  const use = await addressUse(db, site.id, user, address);
  if (!refused.includes(use)) return;
  throw fieldError(field, use === 'another account' ? 'already_registered' : 'already_added');
}

export async function sendEmailCode(deps: ContactDeps, site: Site, lang: Locale, user: UserRow, address: string) {
  // A listed address may still become the sign-in one, so only these two are refused here.
  await assertUsable(deps.db, site, user, address, 'new_email_address', ['another account', 'sign-in']);
  const code = newContactCode();
  await storeContactCode(deps.db, { userId: user.id, channel: 'email', target: address }, code, deps.auth.now());
  const { project, colors } = siteBrand(site);
  deps.auth.postbox.post({
    from: { name: project, address: deps.auth.mailFrom },
    to: address,
    ...emailCodeLetter(lang, { name: project, colors }, code),
  });
  return { expires_in: CONTACT_CODE_TTL_SECONDS };
}

const codeFor = (deps: ContactDeps, user: UserRow, form: Confirmation) =>
  checkContactCode(
    deps.db,
    { userId: user.id, channel: 'email', target: form.email_address },
    form.verification_code,
    deps.auth.now(),
    'verification_code',
  );

export async function addEmail(
  deps: ContactDeps,
  site: Site,
  user: UserRow,
  form: Confirmation,
): Promise<ContactEmail> {
  const { db } = deps;
  await assertUsable(db, site, user, form.email_address, 'email_address', ['another account', 'sign-in', 'listed']);
  const codeId = await codeFor(deps, user, form);
  const now = deps.auth.now();
  const adding = db.transaction(async (tx) => {
    await spendContactCode(tx, codeId, now, 'verification_code');
    const [added] = await tx
      .insert(userContacts)
      .values({
        siteId: site.id,
        userId: user.id,
        channel: 'email',
        value: form.email_address,
        createdAt: new Date(now),
      })
      .returning();
    return added!;
  });
  return contactEmailOf(await unlessTaken(adding, 'email_address'));
}

/**
 * The confirmed address becomes the sign-in one (leaving the list if it was there), and the old
 * address is told (the code proves only the new inbox; a stolen session could otherwise move the
 * account away in silence).
 */
export async function changeLoginEmail(deps: ContactDeps, site: Site, lang: Locale, user: UserRow, form: Confirmation) {
  const { db } = deps;
  await assertUsable(db, site, user, form.email_address, 'email_address', ['another account', 'sign-in']);
  const codeId = await codeFor(deps, user, form);
  const now = deps.auth.now();
  const changing = db.transaction(async (tx) => {
    await spendContactCode(tx, codeId, now, 'verification_code');
    await tx
      .delete(userContacts)
      .where(
        and(
          eq(userContacts.userId, user.id),
          eq(userContacts.channel, 'email'),
          eq(userContacts.value, form.email_address),
        ),
      );
    const [row] = await tx
      .update(users)
      .set({ email: form.email_address })
      .where(and(eq(users.id, user.id), eq(users.siteId, site.id)))
      .returning();
    return row!;
  });
  const changed = await unlessTaken(changing, 'email_address');
  const { project, colors } = siteBrand(site);
  deps.auth.postbox.post({
    from: { name: project, address: deps.auth.mailFrom },
    to: user.email,
    ...emailChangedLetter(lang, { name: project, colors }, changed.email),
  });
  return changed;
}
