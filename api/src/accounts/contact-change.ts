// What the e-mail and phone changes share: the account's confirmed addresses and numbers as
// auth/users/me lists them, deleting one (another's is a 404), and the database's "taken" answer.
import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq } from 'drizzle-orm';

import type { ContactEmail, ContactPhone } from '@vitrina/contract';

import { fieldError } from '../auth/deps.ts';
import type { Db } from '../db/client.ts';
import { userContacts, type ContactChannel } from '../db/schema/index.ts';
import { notFound } from '../plugins/errors.ts';

/** The database, app.auth (clock, postbox) and app.accountServices (the code sender). */
export type ContactDeps = Pick<FastifyInstance, 'db' | 'auth' | 'accountServices'>;

export type ContactRow = typeof userContacts.$inferSelect;

export const contactEmailOf = (row: ContactRow): ContactEmail => ({ id: row.id, email_address: row.value });
export const contactPhoneOf = (row: ContactRow): ContactPhone => ({
  id: row.id,
  phone_number: row.value,
  is_auth: row.isAuth,
});

export async function contactsOf(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(userContacts)
    .where(eq(userContacts.userId, userId))
    .orderBy(desc(userContacts.isAuth), asc(userContacts.id));
  return {
    emails: rows.filter((row) => row.channel === 'email').map(contactEmailOf),
    phones: rows.filter((row) => row.channel === 'phone').map(contactPhoneOf),
  };
}

/** DELETE api/email/{id}/ and api/phone/{id}/: only the user's own, of that channel. */
export async function deleteContact(db: Db, userId: number, channel: ContactChannel, id: number) {
  const [deleted] = await db
    .delete(userContacts)
    .where(and(eq(userContacts.id, id), eq(userContacts.userId, userId), eq(userContacts.channel, channel)))
    .returning({ id: userContacts.id });
  if (!deleted) throw notFound(channel === 'email' ? 'E-mail address' : 'Phone number');
}

/**
 * The write, or a 400 `already_registered` at `field` when it failed on a unique index: a parallel
 * call took the address or number between the check and the write. Drizzle wraps the driver's
 * error; node-postgres and PGlite alike carry SQLSTATE 23505 in `code`.
 */
export async function unlessTaken<T>(write: Promise<T>, field: string): Promise<T> {
  try {
    return await write;
  } catch (error) {
    const codeOf = (value: unknown) => (value as { code?: unknown } | null | undefined)?.code;
    const unique = codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505';
    throw unique ? fieldError(field, 'already_registered') : error;
  }
}
