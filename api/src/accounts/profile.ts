// The profile of the signed-in shopper: names, phone (the shop's mask) and birthday, and which group
// (individual or company) the shopper buys as. Another user's id is a 404, as if it did not exist.
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';

import { GROUP_USER_TYPES, type UserGroup, type profileUpdateRequest } from '@vitrina/contract';

import { users } from '../db/schema/index.ts';
import { shopPhoneErrors } from '../forms/shop-phone.ts';
import { HttpError, notFound } from '../plugins/errors.ts';
import type { Site } from '../plugins/site.ts';
import type { AccountDeps } from './deps.ts';
import type { UserRow } from '../auth/users.ts';

type ProfileUpdate = z.infer<typeof profileUpdateRequest>;

/** Only the user's own id names a profile the caller may see or change. */
export function ownUserId(user: UserRow, id: number): void {
  if (id !== user.id) throw notFound('User');
}

export async function updateProfile(deps: AccountDeps, site: Site, user: UserRow, form: ProfileUpdate) {
  const phoneErrors = shopPhoneErrors(site, form.phone);
  if (Object.keys(phoneErrors).length) {
    throw new HttpError(400, 'validation_failed', 'Invalid body: phone', phoneErrors);
  }
  const changes = Object.fromEntries(
    Object.entries({
      firstName: form.first_name,
      lastName: form.last_name,
      phone: form.phone,
      birthday: form.birthday,
    }).filter(([, value]) => value !== undefined),
  );
  if (!Object.keys(changes).length) return user;
  const [row] = await deps.db
    .update(users)
    .set(changes)
    .where(and(eq(users.id, user.id), eq(users.siteId, site.id)))
    .returning();
  return row!;
}

/** "Ana Maria Popescu": first name Ana, last name "Maria Popescu" (the spec's one-line name). */
export function splitFullName(fullName: string) {
  const [first = '', ...rest] = fullName.split(/\s+/);
  return { first_name: first, last_name: rest.join(' ') };
}

export function userGroupOf(user: UserRow): UserGroup {
  const name = user.groupTypeId === GROUP_USER_TYPES.company ? 'company' : 'individual';
  return { id: user.id, group_user_type: { id: user.groupTypeId, name } };
}
