// The users table's reads and writes; every lookup names the shop, so an account of one shop is
// never found from another.
import { and, eq, isNull, sql } from 'drizzle-orm';

import type { CurrentUser } from '@vitrina/contract';

import { listAddresses } from '../accounts/addresses.ts';
import { companyOf } from '../accounts/companies.ts';
import { contactsOf } from '../accounts/contact-change.ts';
import { profileImageOf } from '../accounts/profile-image.ts';
import type { Db } from '../db/client.ts';
import { companies, users } from '../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

export interface NewUser {
  siteId: number;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phone: string;
}

export async function findUserByEmail(db: Db, siteId: number, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.siteId, siteId), sql`lower(${users.email}) = lower(${email})`))
    .limit(1);
  return row ?? null;
}

export async function findUser(db: Db, siteId: number, id: number): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.id, id)))
    .limit(1);
  return row ?? null;
}

/** The new, inactive account; null when the address is already registered in the shop. */
export async function createUser(db: Db, user: NewUser): Promise<UserRow | null> {
  const [row] = await db
    .insert(users)
    .values({ ...user, email: user.email.toLowerCase() })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export const activateUser = (db: Db, id: number, now: number) =>
  db
    .update(users)
    .set({ status: 'active', activatedAt: new Date(now) })
    .where(and(eq(users.id, id), isNull(users.activatedAt)));

export const setPasswordHash = (db: Db, id: number, passwordHash: string) =>
  db.update(users).set({ passwordHash }).where(eq(users.id, id));

/**
 * The spec's user data with what the account holds: the picture, the first company, the delivery
 * addresses and the confirmed addresses and numbers. Balance and loyalty points have no ledger yet
 * (0); can_use_promocode is the profile's flag (migration 0019).
 */
export async function currentUserOf(db: Db, row: UserRow): Promise<CurrentUser> {
  const [profileImage, [company], deliveryAddresses, contacts] = await Promise.all([
    profileImageOf(db, row.id),
    db.select().from(companies).where(eq(companies.userId, row.id)).orderBy(companies.id).limit(1),
    listAddresses(db, row.id),
    contactsOf(db, row.id),
  ]);
  return {
    user: {
      id: row.id,
      email: row.email,
      first_name: row.firstName,
      last_name: row.lastName,
      phone: row.phone,
      birthday: row.birthday,
      status: row.status,
      balance: 0,
      can_use_promocode: row.canUsePromocode,
      profile_image: profileImage,
    },
    company: company ? companyOf(company) : null,
    delivery_addresses: deliveryAddresses,
    ...contacts,
    loyalty_points: 0,
    group_user_type: { id: row.groupTypeId },
  };
}
