// The sweep of dead account rows: a session idle past its refresh token's life (a day of grace on top) and a
// spent sign-in state go; a live session and a link still inside its grace stay and keep working.
// This file's clock starts in 2001, far before every other file's rows (the run's database is
// shared), so its sweeps can only reach rows it made itself.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { AUTH_TOKEN_TIMES } from '@vitrina/contract';

import { EXPIRED_ROW_GRACE_MS, sweepExpiredRows } from '../src/auth/expired-rows.ts';
import { authSessions } from '../src/db/schema/index.ts';
import { buildTestApp } from './app.ts';
import { activeAccount, post, refresh, testClock, type AuthTestContext } from './auth-support.ts';
import { startInbox } from './auth-inbox.ts';
import { smtpMailer } from '../src/mail/mailer.ts';

const clock = testClock(1_000_000_000_000);
const inbox = await startInbox();
const { app } = await buildTestApp({
  now: clock.now,
  auth: { mailer: smtpMailer(inbox.url), mailFrom: 'shop@vitrina.test' },
});
const ctx: AuthTestContext = { app, inbox, clock };
const DAY = 24 * 60 * 60 * 1000;
const refreshLifetimeMs = AUTH_TOKEN_TIMES.refreshSeconds * 1000;

const sessionsOf = async (userId: number) =>
  (await app.db.select().from(authSessions).where(eq(authSessions.userId, userId))).length;

describe('sweeping expired account rows', () => {
  it('keeps a live session, removes it a day after its refresh token could last be used', async () => {
    const pair = await activeAccount(ctx, 'pharmacy', 'sweep-session@example.md');
    await sweepExpiredRows(app.db, clock.now());
    expect(await sessionsOf(pair.id)).toBe(1);
    expect((await refresh(app, 'pharmacy', pair.refresh)).statusCode).toBe(200);

    clock.advance(refreshLifetimeMs + EXPIRED_ROW_GRACE_MS - DAY / 2);
    await sweepExpiredRows(app.db, clock.now());
    expect(await sessionsOf(pair.id)).toBe(1);
    clock.advance(DAY);
    const swept = await sweepExpiredRows(app.db, clock.now());
    expect(swept.sessions).toBeGreaterThanOrEqual(1);
    expect(await sessionsOf(pair.id)).toBe(0);
  });

  it('removes a reset link a day after it expired; the account itself stays', async () => {
    await activeAccount(ctx, 'pharmacy', 'sweep-link@example.md');
    expect(
      (await post(app, 'pharmacy', '/auth/users/reset_password', { email: 'sweep-link@example.md' })).statusCode,
    ).toBe(204);
    await inbox.next('sweep-link@example.md');
    clock.advance(refreshLifetimeMs + EXPIRED_ROW_GRACE_MS + DAY);
    const swept = await sweepExpiredRows(app.db, clock.now());
    expect(swept.linkTokens).toBeGreaterThanOrEqual(1);
    expect(
      (
        await post(app, 'pharmacy', '/auth/jwt/create', {
          email: 'sweep-link@example.md',
          password: 'correct horse battery',
        })
      ).statusCode,
    ).toBe(200);
  });
});
