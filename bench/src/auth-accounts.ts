// The sign-in bench's shop and shoppers: one active account per connection, made with the API's own
// modules (the argon2id hash a registration stores, the update an activation link makes), and the
// cost of one hash and one check timed on the way.
import { and, eq, like } from 'drizzle-orm';

import type { Database } from '@vitrina/api/db';
import { seedDemo } from '@vitrina/api/seed';

import { hashPassword, passwordMatches } from '../../api/src/auth/passwords.ts';
import { activateUser, createUser } from '../../api/src/auth/users.ts';
import { sites, users } from '../../api/src/db/schema/index.ts';

export const BENCH_PASSWORD = 'bench sign-in password';
const BRAND = 'speakers';
/** Every bench account's address matches it, so a run can remove the previous run's. */
const BENCH_EMAILS = 'bench-%@vitrina.test';

/** The speakers shop's token, seeded with a small catalogue when the database has none. */
export async function benchShopToken(database: Database): Promise<string> {
  const find = () => database.db.select({ token: sites.token }).from(sites).where(eq(sites.brandKey, BRAND));
  let [shop] = await find();
  if (!shop) {
    await seedDemo(database.db, { only: [BRAND], productsPerBrand: 20 });
    [shop] = await find();
  }
  return shop!.token;
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

/**
 * `count` active accounts with BENCH_PASSWORD, and how long each hash took. The previous run's
 * accounts go first, with their sessions (the foreign keys cascade): every run starts from none.
 */
export async function benchAccounts(database: Database, token: string, count: number) {
  const { db } = database;
  const [shop] = await db.select({ id: sites.id }).from(sites).where(eq(sites.token, token));
  await db.delete(users).where(and(eq(users.siteId, shop!.id), like(users.email, BENCH_EMAILS)));
  const emails: string[] = [];
  const hashMs: number[] = [];
  let lastHash = '';
  for (let n = 1; n <= count; n++) {
    const { value: passwordHash, ms } = await timed(() => hashPassword(BENCH_PASSWORD));
    hashMs.push(ms);
    lastHash = passwordHash;
    const email = BENCH_EMAILS.replace('%', String(n));
    const user = await createUser(db, {
      siteId: shop!.id,
      email,
      passwordHash,
      firstName: 'Bench',
      lastName: '',
      phone: '',
    });
    await activateUser(db, user!.id, Date.now());
    emails.push(email);
  }
  return { emails, hashMs, lastHash };
}

/** Milliseconds of each of `samples` checks of the password against `stored`: what a sign-in spends on it. */
export async function verifyMs(stored: string, samples: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const { value: matches, ms } = await timed(() => passwordMatches(stored, BENCH_PASSWORD));
    if (!matches) throw new Error('the bench password does not match its own hash');
    times.push(ms);
  }
  return times;
}
