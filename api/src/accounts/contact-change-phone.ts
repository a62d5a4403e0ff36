// Phone changes with a code: send-code texts 6 digits to the new number through the CodeSender;
// api/phone/ then adds it to the account's numbers, create-auth-number makes it the sign-in number
// of an account that has none, change-auth-number replaces the sign-in number (the old one leaves
// the account: a number given up is often someone else's next). A number must fit the shop's
// mask; it is kept as + and digits, so however it was typed it is one number.
import { and, eq } from 'drizzle-orm';

import { CONTACT_CODE_TTL_SECONDS, type ContactPhone } from '@vitrina/contract';
import type { Locale } from '@vitrina/domain';
import { fitsPhoneMask, phoneMaskFor } from '@vitrina/domain/phone-mask';

import { fieldError } from '../auth/deps.ts';
import type { UserRow } from '../auth/users.ts';
import { userContacts } from '../db/schema/index.ts';
import type { Site } from '../plugins/site.ts';
import { siteBrand } from '../settings/global-settings.ts';
import { phoneCodeText } from './code-sender-texts.ts';
import { checkContactCode, newContactCode, spendContactCode, storeContactCode } from './contact-change-codes.ts';
import { contactPhoneOf, unlessTaken, type ContactDeps, type ContactRow } from './contact-change.ts';

interface Confirmation {
  phone_number: string;
  verification_code: string;
}

/** The number as + and digits, or a 400 at `field` when it does not fit the shop's mask. */
function shopNumber(site: Site, phone: string, field: string): string {
  if (!fitsPhoneMask(phone, phoneMaskFor(site))) throw fieldError(field, 'invalid_phone');
  return `+${phone.replace(/\D/g, '')}`;
}

/** The SMS is sent before the answer: a gateway's failure is the shopper's to see, and to retry. */
export async function sendPhoneCode(deps: ContactDeps, site: Site, lang: Locale, user: UserRow, phone: string) {
  const number = shopNumber(site, phone, 'new_phone_number');
  const code = newContactCode();
  await storeContactCode(deps.db, { userId: user.id, channel: 'phone', target: number }, code, deps.auth.now());
  await deps.accountServices.codeSender.send({ to: number, text: phoneCodeText(lang, siteBrand(site).project, code) });
  return { expires_in: CONTACT_CODE_TTL_SECONDS };
}

async function ownNumbers(deps: ContactDeps, user: UserRow): Promise<ContactRow[]> {
  return deps.db
    .select()
    .from(userContacts)
    .where(and(eq(userContacts.userId, user.id), eq(userContacts.channel, 'phone')));
}

const codeFor = (deps: ContactDeps, user: UserRow, number: string, code: string) =>
  checkContactCode(
    deps.db,
    { userId: user.id, channel: 'phone', target: number },
    code,
    deps.auth.now(),
    'verification_code',
  );

export async function addPhone(
  deps: ContactDeps,
  site: Site,
  user: UserRow,
  form: Confirmation,
): Promise<ContactPhone> {
  const number = shopNumber(site, form.phone_number, 'phone_number');
  if ((await ownNumbers(deps, user)).some((row) => row.value === number))
    throw fieldError('phone_number', 'already_added');
  const codeId = await codeFor(deps, user, number, form.verification_code);
  const now = deps.auth.now();
  const adding = deps.db.transaction(async (tx) => {
    await spendContactCode(tx, codeId, now, 'verification_code');
    const [row] = await tx
      .insert(userContacts)
      .values({ siteId: site.id, userId: user.id, channel: 'phone', value: number, createdAt: new Date(now) })
      .returning();
    return row!;
  });
  return contactPhoneOf(await unlessTaken(adding, 'phone_number'));
}

/**
 * `create`: the account has no sign-in number yet (else a 400, and the code stays unspent for
 * change-auth-number). `change`: the new number replaces the old one, or is the first.
 */
export async function setAuthPhone(
  deps: ContactDeps,
  site: Site,
  user: UserRow,
  form: Confirmation,
  mode: 'create' | 'change',
): Promise<ContactPhone> {
  const number = shopNumber(site, form.phone_number, 'phone_number');
  const current = (await ownNumbers(deps, user)).find((row) => row.isAuth);
  if (current && mode === 'create') throw fieldError('phone_number', 'auth_number_exists');
  if (current?.value === number) throw fieldError('phone_number', 'already_added');
  const [taken] = await deps.db
    .select({ id: userContacts.id })
    .from(userContacts)
    .where(and(eq(userContacts.siteId, site.id), eq(userContacts.isAuth, true), eq(userContacts.value, number)));
  if (taken) throw fieldError('phone_number', 'already_registered');
  const codeId = await codeFor(deps, user, number, form.verification_code);
  const now = deps.auth.now();
  const setting = deps.db.transaction(async (tx) => {
    await spendContactCode(tx, codeId, now, 'verification_code');
    if (current) await tx.delete(userContacts).where(eq(userContacts.id, current.id));
    const [row] = await tx
      .insert(userContacts)
      .values({
        siteId: site.id,
        userId: user.id,
        channel: 'phone',
        value: number,
        isAuth: true,
        createdAt: new Date(now),
      })
      // Already one of the account's other numbers: it becomes the sign-in one.
      .onConflictDoUpdate({
        target: [userContacts.userId, userContacts.channel, userContacts.value],
        set: { isAuth: true },
      })
      .returning();
    return row!;
  });
  return contactPhoneOf(await unlessTaken(setting, 'phone_number'));
}
