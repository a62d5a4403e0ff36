// The token lifecycle (OWASP ASVS 5, V7): refresh tokens rotate on every use and a reused one ends
// its whole session; logout ends a session; inactive and deleted users are refused at once; expiry
// is read with the spec's 30 s skew, on a clock the test moves.
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';

import { AUTH_TOKEN_TIMES, errorSchema, tokenPairResponse } from '@vitrina/contract';

import { SESSION_MAX_AGE_MS } from '../src/auth/sessions.ts';
import { users } from '../src/db/schema/index.ts';
import { activeAccount, bearer, buildAuthApp, me, PASSWORD, post, refresh, signIn } from './auth-support.ts';

const ctx = await buildAuthApp();
const { app, clock } = ctx;
const SECOND = 1000;

let accounts = 0;
/** A fresh active account of the pharmacy shop, signed in once (by its activation). */
const account = () => activeAccount(ctx, 'pharmacy', `session-${++accounts}@example.md`);
const pairOf = (res: { json(): unknown }) => tokenPairResponse.parse(res.json());

describe('signing in', () => {
  it('answers a wrong password and an unknown address alike: 401 with one generic message', async () => {
    const { id } = await account();
    const [{ email } = { email: '' }] = await app.db.select().from(users).where(eq(users.id, id));
    const wrong = await post(app, 'pharmacy', '/auth/jwt/create', { email, password: 'not the password' });
    const unknown = await post(app, 'pharmacy', '/auth/jwt/create', { email: 'nobody@example.md', password: PASSWORD });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(errorSchema.parse(wrong.json())).toEqual({
      code: 'invalid_credentials',
      message: 'The e-mail address or the password is wrong',
      fieldErrors: {},
    });
    expect(unknown.json()).toEqual(wrong.json());
  });
});

describe('refresh tokens', () => {
  it('rotate: each refresh answers a new pair, and the new one refreshes in turn', async () => {
    const first = await account();
    const second = await refresh(app, 'pharmacy', first.refresh);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.headers['cache-control']).toBe('no-store');
    const pair = pairOf(second);
    expect(pair.refresh).not.toBe(first.refresh);
    expect((await me(app, 'pharmacy', pair.access)).statusCode).toBe(200);
    expect((await refresh(app, 'pharmacy', pair.refresh)).statusCode).toBe(200);
  });

  it('end the whole session when a used one comes back: the newest refresh and every access token stop', async () => {
    const stolen = await account();
    const elsewhere = await signIn(app, 'pharmacy', `session-${accounts}@example.md`);
    const shopper = pairOf(await refresh(app, 'pharmacy', stolen.refresh));

    const replay = await refresh(app, 'pharmacy', stolen.refresh);
    expect(replay.statusCode).toBe(401);
    expect(errorSchema.parse(replay.json()).code).toBe('token_invalid');
    expect((await refresh(app, 'pharmacy', shopper.refresh)).statusCode).toBe(401);
    expect((await me(app, 'pharmacy', shopper.access)).statusCode).toBe(401);
    expect((await me(app, 'pharmacy', stolen.access)).statusCode).toBe(401);
    // Another sign-in of the same shopper is another session: it goes on.
    expect((await me(app, 'pharmacy', elsewhere.access)).statusCode).toBe(200);
    expect((await refresh(app, 'pharmacy', elsewhere.refresh)).statusCode).toBe(200);
  });

  it('give one pair for two simultaneous refreshes with the same token', async () => {
    const { refresh: token } = await account();
    const answers = await Promise.all([refresh(app, 'pharmacy', token), refresh(app, 'pharmacy', token)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 401]);
  });

  it('are not access tokens, nor the other way round, and only this API signs them', async () => {
    const pair = await account();
    expect((await me(app, 'pharmacy', pair.refresh)).statusCode).toBe(401);
    expect((await refresh(app, 'pharmacy', pair.access)).statusCode).toBe(401);
    const forged = await new SignJWT({ kind: 'access', sid: '00000000-0000-4000-8000-000000000000' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('vitrina-api')
      .setAudience('site:1')
      .setSubject(String(pair.id))
      .setIssuedAt(clock.now() / 1000)
      .setExpirationTime(clock.now() / 1000 + 3600)
      .sign(new TextEncoder().encode('a-secret-that-is-not-the-api-secret-0123456789'));
    expect((await me(app, 'pharmacy', forged)).statusCode).toBe(401);
  });
});

describe('ending sessions', () => {
  it('logout ends the session: its access and refresh tokens stop, other sessions go on', async () => {
    const pair = await account();
    const other = await signIn(app, 'pharmacy', `session-${accounts}@example.md`);
    const out = await app.inject({
      method: 'POST',
      url: '/auth/token/logout',
      headers: bearer('pharmacy', pair.access),
    });
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');
    expect((await me(app, 'pharmacy', pair.access)).statusCode).toBe(401);
    expect((await refresh(app, 'pharmacy', pair.refresh)).statusCode).toBe(401);
    expect((await me(app, 'pharmacy', other.access)).statusCode).toBe(200);
    const twice = await app.inject({
      method: 'POST',
      url: '/auth/token/logout',
      headers: bearer('pharmacy', pair.access),
    });
    expect(twice.statusCode).toBe(401);
  });

  it('an inactive user can neither use a token, nor refresh, nor sign in, nor activate again', async () => {
    const pair = await account();
    const email = `session-${accounts}@example.md`;
    await app.db.update(users).set({ status: 'inactive' }).where(eq(users.id, pair.id));
    expect((await me(app, 'pharmacy', pair.access)).statusCode).toBe(401);
    expect((await refresh(app, 'pharmacy', pair.refresh)).statusCode).toBe(401);
    const login = await post(app, 'pharmacy', '/auth/jwt/create', { email, password: PASSWORD });
    expect(login.statusCode).toBe(401);
    expect(errorSchema.parse(login.json()).code).toBe('invalid_credentials');
    // The shop deactivated it: no activation letter brings it back.
    await app.auth.postbox.settled();
    const before = ctx.inbox.received.length;
    expect((await post(app, 'pharmacy', '/auth/users/resend_activation', { email })).statusCode).toBe(204);
    await app.auth.postbox.settled();
    expect(ctx.inbox.received.length).toBe(before);
  });

  it('a deleted user can neither use a token nor refresh', async () => {
    const pair = await account();
    await app.db.delete(users).where(eq(users.id, pair.id));
    expect((await me(app, 'pharmacy', pair.access)).statusCode).toBe(401);
    expect((await refresh(app, 'pharmacy', pair.refresh)).statusCode).toBe(401);
  });
});

describe('expiry, read with the 30 s skew', () => {
  const skew = AUTH_TOKEN_TIMES.skewSeconds * SECOND;

  it('takes an access token up to 30 s past its 2 days, not after', async () => {
    const { access } = await account();
    clock.advance(AUTH_TOKEN_TIMES.accessSeconds * SECOND + skew - SECOND);
    expect((await me(app, 'pharmacy', access)).statusCode).toBe(200);
    clock.advance(2 * SECOND);
    expect((await me(app, 'pharmacy', access)).statusCode).toBe(401);
  });

  it('takes a refresh token up to 30 s past its 7 days, not after', async () => {
    const early = await account();
    const late = await signIn(app, 'pharmacy', `session-${accounts}@example.md`);
    clock.advance(AUTH_TOKEN_TIMES.refreshSeconds * SECOND + skew - SECOND);
    expect((await refresh(app, 'pharmacy', early.refresh)).statusCode).toBe(200);
    clock.advance(2 * SECOND);
    expect((await refresh(app, 'pharmacy', late.refresh)).statusCode).toBe(401);
  });

  it('ends a session 30 days after sign-in however often it is refreshed', async () => {
    let { refresh: token } = await account();
    const started = clock.now();
    while (clock.now() + 6 * 86_400_000 < started + SESSION_MAX_AGE_MS) {
      clock.advance(6 * 86_400_000);
      const res = await refresh(app, 'pharmacy', token);
      expect(res.statusCode, res.body).toBe(200);
      token = pairOf(res).refresh;
    }
    clock.advance(started + SESSION_MAX_AGE_MS + skew + SECOND - clock.now());
    expect((await refresh(app, 'pharmacy', token)).statusCode).toBe(401);
  });
});
