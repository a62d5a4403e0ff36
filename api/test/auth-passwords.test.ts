// Passwords: changing one (current password needed) and resetting a forgotten one through an
// e-mailed link (real SMTP). Both end every earlier session; the link works once and for one hour;
// asking for a reset tells nothing about whether the address has an account.
import { describe, expect, it } from 'vitest';

import { errorSchema, tokenPairResponse } from '@vitrina/contract';

import { linkIn } from './auth-inbox.ts';
import { activeAccount, bearer, buildAuthApp, me, PASSWORD, post, refresh, shopLook, signIn } from './auth-support.ts';

const ctx = await buildAuthApp();
const { app, inbox, clock } = ctx;
const MINUTE = 60_000;

let accounts = 0;
async function account() {
  const email = `password-${++accounts}@example.md`;
  return { email, ...(await activeAccount(ctx, 'speakers', email)) };
}
const setPassword = (access: string, payload: object) =>
  app.inject({ method: 'POST', url: '/auth/users/set_password', headers: bearer('speakers', access), payload });
const askReset = (email: string, lang = 'ro') =>
  post(app, 'speakers', '/auth/users/reset_password', { email }, { 'accept-language': lang });
const confirm = (link: { uid: string; token: string }, password: string) =>
  post(app, 'speakers', '/auth/users/reset_password_confirm', { ...link, new_password: password });
const signInStatus = async (email: string, password: string) =>
  (await post(app, 'speakers', '/auth/jwt/create', { email, password })).statusCode;

describe('changing the password', () => {
  it('needs the current password: a wrong one is a 400 at its field, nobody is signed out', async () => {
    const { access } = await account();
    const res = await setPassword(access, { current_password: 'a wrong guess', new_password: 'a new password' });
    expect(res.statusCode).toBe(400);
    expect(errorSchema.parse(res.json()).fieldErrors).toEqual({ current_password: ['wrong_password'] });
    expect((await me(app, 'speakers', access)).statusCode).toBe(200);
  });

  it('ends every earlier session and answers a new pair for this device', async () => {
    const { email, ...first } = await account();
    const other = await signIn(app, 'speakers', email);
    const res = await setPassword(first.access, {
      current_password: PASSWORD,
      new_password: 'a brand new password',
      re_password: 'a brand new password',
    });
    expect(res.statusCode, res.body).toBe(200);
    const fresh = tokenPairResponse.parse(res.json());
    for (const old of [first, other]) {
      expect((await me(app, 'speakers', old.access)).statusCode).toBe(401);
      expect((await refresh(app, 'speakers', old.refresh)).statusCode).toBe(401);
    }
    expect((await me(app, 'speakers', fresh.access)).statusCode).toBe(200);
    expect(await signInStatus(email, PASSWORD)).toBe(401);
    expect(await signInStatus(email, 'a brand new password')).toBe(200);
  });

  it('refuses a retyped password that differs, and a short one', async () => {
    const { access } = await account();
    const res = await setPassword(access, { current_password: PASSWORD, new_password: 'short', re_password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(errorSchema.parse(res.json()).fieldErrors).toEqual({ new_password: ['too_short'] });
    const differ = await setPassword(access, {
      current_password: PASSWORD,
      new_password: 'long enough one',
      re_password: 'long enough two',
    });
    expect(errorSchema.parse(differ.json()).fieldErrors).toEqual({ re_password: ['passwords_differ'] });
  });
});

describe('resetting a forgotten password', () => {
  it('mails a link on the shop origin; the new password works, every earlier session ends, the link works once', async () => {
    const { email, ...before } = await account();
    expect((await askReset(email, 'en')).statusCode).toBe(204);
    const mail = await inbox.next(email);
    const shop = await shopLook(app, 'speakers');
    expect(mail.subject).toBe(`Reset your ${shop.name} password`);
    const link = linkIn(mail, 'reset');
    expect(link.link).toBe(`${shop.origin}/en/password/reset/confirm/${before.id}/${link.token}`);
    expect(link.token).toMatch(/^[\w-]{43}$/);

    const done = await confirm(link, 'chosen after reset');
    expect(done.statusCode, done.body).toBe(204);
    expect((await me(app, 'speakers', before.access)).statusCode).toBe(401);
    expect((await refresh(app, 'speakers', before.refresh)).statusCode).toBe(401);
    expect(await signInStatus(email, 'chosen after reset')).toBe(200);
    expect(await signInStatus(email, PASSWORD)).toBe(401);

    const again = await confirm(link, 'yet another password');
    expect(again.statusCode).toBe(400);
    expect(errorSchema.parse(again.json()).fieldErrors).toEqual({ token: ['invalid_token'] });
    expect(await signInStatus(email, 'chosen after reset')).toBe(200);
  });

  it('answers an unknown address exactly like a known one, and mails only the known one', async () => {
    const { email } = await account();
    await app.auth.postbox.settled();
    const before = inbox.received.length;
    const known = await askReset(email);
    const unknown = await askReset('no-account-here@example.md');
    const { date: _d1, ...knownHeaders } = known.headers;
    const { date: _d2, ...unknownHeaders } = unknown.headers;
    expect([unknown.statusCode, unknown.body, unknownHeaders]).toEqual([known.statusCode, known.body, knownHeaders]);
    expect(known.statusCode).toBe(204);
    await app.auth.postbox.settled();
    expect(inbox.received.slice(before).map((mail) => mail.to)).toHaveLength(1);
    expect(linkIn(await inbox.next(email), 'reset').uid).toMatch(/^\d+$/);
  });

  it('keeps a link for one hour', async () => {
    const { email: late } = await account();
    const { email: inTime } = await account();
    await askReset(late);
    await askReset(inTime);
    const lateLink = linkIn(await inbox.next(late), 'reset');
    const inTimeLink = linkIn(await inbox.next(inTime), 'reset');
    clock.advance(59 * MINUTE);
    expect((await confirm(inTimeLink, 'in time, just')).statusCode).toBe(204);
    clock.advance(2 * MINUTE);
    const expired = await confirm(lateLink, 'one minute too late');
    expect(expired.statusCode).toBe(400);
    expect(errorSchema.parse(expired.json()).fieldErrors).toEqual({ token: ['invalid_token'] });
  });

  it('honours only the newest letter', async () => {
    const { email } = await account();
    await askReset(email);
    const older = linkIn(await inbox.next(email), 'reset');
    await askReset(email);
    const newer = linkIn(await inbox.next(email), 'reset');
    expect((await confirm(older, 'from the older letter')).statusCode).toBe(400);
    expect((await confirm(newer, 'from the newer letter')).statusCode).toBe(204);
  });

  it('refuses a link of one user with the token of another', async () => {
    const first = await account();
    const second = await account();
    await askReset(first.email);
    const link = linkIn(await inbox.next(first.email), 'reset');
    expect((await confirm({ uid: String(second.id), token: link.token }, 'not my account')).statusCode).toBe(400);
  });
});

describe('activation links', () => {
  it('keep three days; a new letter (resend) then activates', async () => {
    const email = 'slow-reader@example.md';
    await post(app, 'speakers', '/auth/users', { email, password: PASSWORD });
    const first = linkIn(await inbox.next(email), 'activation');
    clock.advance(72 * 60 * MINUTE + 1000);
    expect((await post(app, 'speakers', '/auth/users/activation', first)).statusCode).toBe(400);
    const resent = await post(app, 'speakers', '/auth/users/resend_activation', { email });
    expect(resent.statusCode).toBe(204);
    const second = linkIn(await inbox.next(email), 'activation');
    expect((await post(app, 'speakers', '/auth/users/activation', second)).statusCode).toBe(200);
    // Active now: asking again mails nothing, and answers the same.
    await app.auth.postbox.settled();
    const before = inbox.received.length;
    expect((await post(app, 'speakers', '/auth/users/resend_activation', { email })).statusCode).toBe(204);
    await app.auth.postbox.settled();
    expect(inbox.received.length).toBe(before);
  });
});
