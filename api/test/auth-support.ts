// The account tests' app: real SMTP (auth-inbox.ts), a clock the test moves, and calls as the
// spec's front end makes them.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';

import { tokenPairResponse, type TokenPair } from '@vitrina/contract';

import type { App, BuildOptions } from '../src/app.ts';
import { sites } from '../src/db/schema/index.ts';
import { smtpMailer } from '../src/mail/mailer.ts';
import { buildTestApp, site } from './app.ts';
import { linkIn, startInbox, type Inbox } from './auth-inbox.ts';

export interface Clock {
  now: () => number;
  advance(ms: number): void;
}

export function testClock(start = 1_800_000_000_000): Clock {
  let at = start;
  return { now: () => at, advance: (ms) => void (at += ms) };
}

export interface AuthTestContext {
  app: App;
  inbox: Inbox;
  clock: Clock;
}

export async function buildAuthApp(options: Partial<BuildOptions> = {}): Promise<AuthTestContext> {
  const inbox = await startInbox();
  const clock = testClock();
  const { app } = await buildTestApp({
    now: clock.now,
    auth: { mailer: smtpMailer(inbox.url), mailFrom: 'shop@vitrina.test' },
    ...options,
  });
  return { app, inbox, clock };
}

export const PASSWORD = 'correct horse battery';

/** The shop's name and primary colour as its settings hold them (what its letters must show). */
export async function shopLook(app: App, brand: string) {
  const [row] = await app.db.select().from(sites).where(eq(sites.brandKey, brand));
  const settings = row!.settings as { project: string; colors: { primary: string } };
  return { name: settings.project, primary: settings.colors.primary, origin: row!.publicOrigin };
}
export const bearer = (brand: string, access: string) => ({ ...site(brand), authorization: `Bearer ${access}` });

/** A JSON POST to a shop, as the browser makes it through the gateway. */
export const post = (app: App, brand: string, url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, headers: { ...site(brand), ...headers }, payload });

/** Registers, opens the activation letter's link and answers the pair it signs in with. */
export async function activeAccount(ctx: AuthTestContext, brand: string, email: string, password = PASSWORD) {
  const registered = await post(ctx.app, brand, '/auth/users', { email, password });
  expect(registered.statusCode, registered.body).toBe(201);
  const { uid, token } = linkIn(await ctx.inbox.next(email), 'activation');
  const activated = await post(ctx.app, brand, '/auth/users/activation', { uid, token });
  expect(activated.statusCode, activated.body).toBe(200);
  return { id: Number(uid), ...tokenPairResponse.parse(activated.json()) };
}

export async function signIn(app: App, brand: string, email: string, password = PASSWORD): Promise<TokenPair> {
  const res = await post(app, brand, '/auth/jwt/create', { email, password });
  expect(res.statusCode, res.body).toBe(200);
  return tokenPairResponse.parse(res.json());
}

export const me = (app: App, brand: string, access: string) =>
  app.inject({ url: '/auth/users/me', headers: bearer(brand, access) });

export const refresh = (app: App, brand: string, token: string) =>
  post(app, brand, '/auth/jwt/refresh', { refresh: token });
