// Rate limits of the account calls: per client address (RATE_LIMITS) and per account, the e-mail in
// the shop, from any address (ACCOUNT_RATE_LIMITS). Over either: 429 in the one error shape with
// Retry-After. Windows are an hour long here, so no count expires while a test runs.
import { afterEach, describe, expect, it, vi } from 'vitest';

import { errorSchema } from '@vitrina/contract';

import { ACCOUNT_RATE_LIMITS, type AccountLimitedRoute } from '../src/rate-limits.ts';
import { site } from './app.ts';
import { buildAuthApp, PASSWORD } from './auth-support.ts';

const HOUR = 3_600_000;
const small = { max: 3, windowMs: HOUR };
const accountLimits = Object.fromEntries(Object.keys(ACCOUNT_RATE_LIMITS).map((route) => [route, small]));
const { app } = await buildAuthApp({
  rateLimit: { limits: { 'POST /auth/jwt/create': { max: 4, windowMs: HOUR } }, accountLimits },
});

const call = (url: string, payload: object, remoteAddress: string, brand = 'tobacco') =>
  app.inject({ method: 'POST', url, remoteAddress, headers: site(brand), payload });

function expectLimited(res: Awaited<ReturnType<typeof call>>) {
  expect(res.statusCode, res.body).toBe(429);
  expect(errorSchema.parse(res.json()).code).toBe('rate_limited');
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter) && retryAfter > 0 && retryAfter <= HOUR / 1000).toBe(true);
}

describe('per client address', () => {
  it('holds back sign-in attempts from one address, whatever the accounts, and no other address', async () => {
    for (let i = 0; i < 4; i++) {
      const res = await call(
        '/auth/jwt/create',
        { email: `guess-${i}@example.md`, password: PASSWORD },
        '198.51.100.7',
      );
      expect(res.statusCode).toBe(401);
    }
    expectLimited(await call('/auth/jwt/create', { email: 'guess-9@example.md', password: PASSWORD }, '198.51.100.7'));
    const other = await call('/auth/jwt/create', { email: 'guess-9@example.md', password: PASSWORD }, '198.51.100.8');
    expect(other.statusCode).toBe(401);
  });
});

describe('per account', () => {
  const bodies: Record<AccountLimitedRoute, (email: string) => object> = {
    'POST /auth/jwt/create': (email) => ({ email, password: PASSWORD }),
    'POST /auth/users': (email) => ({ email, password: PASSWORD }),
    'POST /auth/users/reset_password': (email) => ({ email }),
    'POST /auth/users/resend_activation': (email) => ({ email }),
  };

  it.each(Object.keys(bodies) as AccountLimitedRoute[])(
    '%s: 3 calls for one e-mail from three addresses, then 429 from a fourth',
    async (route) => {
      const url = route.split(' ')[1]!;
      const email = `target-${url.replaceAll('/', '-')}@example.md`;
      for (let i = 1; i <= 3; i++) {
        expect((await call(url, bodies[route](email), `203.0.113.${i}`)).statusCode).not.toBe(429);
      }
      // Another spelling of the address is the same account.
      expectLimited(await call(url, bodies[route](email.toUpperCase()), '203.0.113.4'));
      // Another account, and the same address in another shop, are not held back.
      expect((await call(url, bodies[route](`other-${email}`), '203.0.113.4')).statusCode).not.toBe(429);
      expect((await call(url, bodies[route](email), '203.0.113.4', 'plastics')).statusCode).not.toBe(429);
    },
  );

  it('does not count a body refused by validation', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await call('/auth/users/reset_password', { email: 'not an address' }, `203.0.113.${50 + i}`);
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('the per-account window', () => {
  afterEach(() => void vi.useRealTimers());

  it('lets the account in again once its window has passed (clock moved, no waiting)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { app: clocked } = await buildAuthApp({
      rateLimit: { accountLimits: { 'POST /auth/users/reset_password': { max: 1, windowMs: 60_000 } } },
    });
    const ask = (address: string) =>
      clocked.inject({
        method: 'POST',
        url: '/auth/users/reset_password',
        remoteAddress: address,
        headers: site('tobacco'),
        payload: { email: 'window@example.md' },
      });
    expect((await ask('203.0.113.100')).statusCode).toBe(204);
    const limited = await ask('203.0.113.101');
    expectLimited(limited);
    expect(Number(limited.headers['retry-after'])).toBe(60);
    vi.setSystemTime(Date.now() + 60_001);
    expect((await ask('203.0.113.102')).statusCode).toBe(204);
  });
});
