// Rate limits per client address and route (RATE_LIMITS): 429 in the error shape with Retry-After,
// the client address taken from X-Forwarded-For only when a trusted proxy sent it. Windows are
// an hour long in these apps so no count can expire while a test runs, however slow the machine.
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { errorSchema } from '@vitrina/contract';

import type { App } from '../src/app.ts';
import { products, sites } from '../src/db/schema/index.ts';
import { RATE_LIMITS, type LimitedRoute } from '../src/rate-limits.ts';
import { DEMO_PROMO_CODES } from '../src/seed/promo-codes.ts';
import { buildTestApp, site } from './app.ts';

const HOUR = 3_600_000;
const longWindows = Object.fromEntries(
  Object.entries(RATE_LIMITS).map(([route, limit]) => [route, { ...limit, windowMs: HOUR }]),
);
const { app, database } = await buildTestApp({ rateLimit: { limits: longWindows } });

/** The cheapest call of each limited route: refused by validation, but counted before it. */
const CALLS: Record<LimitedRoute, { method: 'GET' | 'POST' | 'PATCH'; url: string }> = {
  'POST /general/product-review': { method: 'POST', url: '/general/product-review' },
  'POST /general/product-review/:id/:vote': { method: 'POST', url: '/general/product-review/0/like' },
  'POST /base/book-consultation': { method: 'POST', url: '/base/book-consultation' },
  'POST /base/partner-request': { method: 'POST', url: '/base/partner-request' },
  'POST /base/user-request': { method: 'POST', url: '/base/user-request' },
  'POST /settings/news-letter': { method: 'POST', url: '/settings/news-letter' },
  'POST /api/support': { method: 'POST', url: '/api/support' },
  'POST /base/send-resume': { method: 'POST', url: '/base/send-resume' },
  'GET /general/v2/search/search': { method: 'GET', url: `/general/v2/search/search?query=${'x'.repeat(201)}` },
  'POST /auth/jwt/create': { method: 'POST', url: '/auth/jwt/create' },
  'POST /users/:social': { method: 'POST', url: '/users/google' },
  'POST /api/google-login': { method: 'POST', url: '/api/google-login' },
  'GET /users/social/:social/authorize': { method: 'GET', url: '/users/social/google/authorize?lang=xx' },
  'POST /auth/users': { method: 'POST', url: '/auth/users' },
  'POST /auth/users/reset_password': { method: 'POST', url: '/auth/users/reset_password' },
  'POST /auth/users/resend_activation': { method: 'POST', url: '/auth/users/resend_activation' },
  'POST /users/user/delete-account': { method: 'POST', url: '/users/user/delete-account' },
  'POST /api/email/send-code': { method: 'POST', url: '/api/email/send-code' },
  'POST /api/phone/send-code': { method: 'POST', url: '/api/phone/send-code' },
  'PATCH /api/users/change-profile-image': { method: 'PATCH', url: '/api/users/change-profile-image' },
  'POST /general/promo-code/update_prices': { method: 'POST', url: '/general/promo-code/update_prices' },
  'POST /general/order/preview-promo': { method: 'POST', url: '/general/order/preview-promo' },
  'POST /general/quote-requests': { method: 'POST', url: '/general/quote-requests' },
  'POST /general/v3/order': { method: 'POST', url: '/general/v3/order' },
  'POST /general/v2/order/create-order': { method: 'POST', url: '/general/v2/order/create-order' },
  'POST /general/v2/order/one-click': { method: 'POST', url: '/general/v2/order/one-click' },
  'POST /general/v2/order/pre-order': { method: 'POST', url: '/general/v2/order/pre-order' },
  'POST /general/first-to-know': { method: 'POST', url: '/general/first-to-know' },
  'POST /general/iute-credit/create-order': { method: 'POST', url: '/general/iute-credit/create-order' },
  'POST /calculator/credit-request': { method: 'POST', url: '/calculator/credit-request' },
  // Adverts calls of a shop without adverts: counted, then a 404.
  'POST /api/adverts': { method: 'POST', url: '/api/adverts' },
  'PATCH /api/adverts/:slug': { method: 'PATCH', url: '/api/adverts/no-such-advert' },
  'GET /api/adverts/:slug/contacts': { method: 'GET', url: '/api/adverts/no-such-advert/contacts' },
  'POST /api/complaint': { method: 'POST', url: '/api/complaint' },
};

const call = (target: App, route: LimitedRoute, remoteAddress: string, headers: Record<string, string> = {}) =>
  target.inject({
    ...CALLS[route],
    remoteAddress,
    headers: { ...site('pharmacy'), ...headers },
    ...(CALLS[route].method === 'POST' ? { payload: {} } : {}),
  });

async function exhaust(
  target: App,
  route: LimitedRoute,
  remoteAddress: string,
  max: number,
  headers?: (i: number) => Record<string, string>,
) {
  for (let i = 0; i < max; i++)
    expect((await call(target, route, remoteAddress, headers?.(i))).statusCode).not.toBe(429);
}

function expectLimited(res: Awaited<ReturnType<App['inject']>>) {
  expect(res.statusCode).toBe(429);
  expect(errorSchema.parse(res.json()).code).toBe('rate_limited');
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter) && retryAfter > 0 && retryAfter <= HOUR / 1000).toBe(true);
}

describe('rate limits', () => {
  it.each(Object.entries(RATE_LIMITS) as [LimitedRoute, { max: number }][])(
    '%s: %o per client, then 429 with Retry-After',
    async (route, { max }) => {
      const address = `198.51.100.${Object.keys(RATE_LIMITS).indexOf(route) + 1}`;
      await exhaust(app, route, address, max);
      expectLimited(await call(app, route, address));
      // Another client, and the same client on another limited route, are not held back.
      expect((await call(app, route, '198.51.100.200')).statusCode).not.toBe(429);
      const other =
        route === 'GET /general/v2/search/search' ? 'POST /base/user-request' : 'GET /general/v2/search/search';
      expect((await call(app, other, address)).statusCode).not.toBe(429);
    },
  );

  it('lists the 429 answer of each limited call in the OpenAPI document', async () => {
    const doc = (await app.inject({ url: '/docs/json' })).json();
    for (const route of Object.keys(RATE_LIMITS)) {
      const [method, url] = route.split(' ') as [string, string];
      const path = url.replace(/:(\w+)/g, '{$1}');
      expect(Object.keys(doc.paths[path][method.toLowerCase()].responses), route).toContain('429');
    }
  });

  it('limits HEAD like GET: Fastify answers it with the same handler', async () => {
    const url = `/general/v2/search/search?query=${'x'.repeat(201)}`;
    const head = () => app.inject({ method: 'HEAD', url, remoteAddress: '198.51.100.90', headers: site('pharmacy') });
    for (let i = 0; i < RATE_LIMITS['GET /general/v2/search/search'].max; i++)
      expect((await head()).statusCode).not.toBe(429);
    expect((await head()).statusCode).toBe(429);
  });

  it('refuses to start with a limit for a route that does not exist, so a renamed route keeps its limit', async () => {
    const limits = { 'POST /general/product-reviews': { max: 1, windowMs: HOUR } } as unknown as Record<
      LimitedRoute,
      { max: number; windowMs: number }
    >;
    const { app: misconfigured } = await buildTestApp({ database, rateLimit: { limits } });
    await expect(misconfigured.ready()).rejects.toThrow('POST /general/product-reviews');
  });

  it('does not let a forged X-Forwarded-For reset the limit when no proxy is trusted', async () => {
    const route = 'POST /base/send-resume';
    await exhaust(app, route, '198.51.100.100', RATE_LIMITS[route].max, (i) => ({
      'x-forwarded-for': `203.0.113.${i}`,
    }));
    for (const forged of ['203.0.113.99', '10.0.0.1, 203.0.113.98', '127.0.0.1']) {
      expectLimited(await call(app, route, '198.51.100.100', { 'x-forwarded-for': forged }));
    }
  });
});

describe('rate limits behind a trusted proxy (TRUST_PROXY=127.0.0.1)', async () => {
  const { app: behindGateway } = await buildTestApp({
    database,
    trustProxy: ['127.0.0.1'],
    rateLimit: { limits: longWindows },
  });
  const route = 'POST /base/send-resume';
  const { max } = RATE_LIMITS[route];

  it("counts the forwarded client address, so one visitor's limit is not another's", async () => {
    await exhaust(behindGateway, route, '127.0.0.1', max, () => ({ 'x-forwarded-for': '203.0.113.10' }));
    expectLimited(await call(behindGateway, route, '127.0.0.1', { 'x-forwarded-for': '203.0.113.10' }));
    expect((await call(behindGateway, route, '127.0.0.1', { 'x-forwarded-for': '203.0.113.11' })).statusCode).not.toBe(
      429,
    );
  });

  it('ignores X-Forwarded-For from an address that is not the proxy', async () => {
    await exhaust(behindGateway, route, '198.51.100.150', max, (i) => ({ 'x-forwarded-for': `203.0.113.${50 + i}` }));
    expectLimited(await call(behindGateway, route, '198.51.100.150', { 'x-forwarded-for': '203.0.113.99' }));
  });
});

describe('guessing promo codes', () => {
  it('refuses the 31st try of a minute with 429, even when that one is a real code', async () => {
    const [product] = await app.db
      .select({ id: products.id })
      .from(products)
      .innerJoin(sites, eq(sites.id, products.siteId))
      .where(and(eq(sites.brandKey, 'pharmacy'), eq(products.active, true)))
      .limit(1);
    const preview = (code: string, remoteAddress = '198.51.100.170') =>
      app.inject({
        method: 'POST',
        url: '/general/order/preview-promo',
        remoteAddress,
        headers: site('pharmacy'),
        payload: { promo_code: code, products: [{ product_id: product!.id, count: 1 }] },
      });
    const { max } = RATE_LIMITS['POST /general/order/preview-promo'];
    for (let i = 0; i < max; i++)
      expect(errorSchema.parse((await preview(`GUESS${i}`)).json()).code).toBe('promo_unknown');
    expectLimited(await preview(DEMO_PROMO_CODES[0]));
    expect((await preview(DEMO_PROMO_CODES[0], '198.51.100.171')).statusCode).toBe(200);
  });
});

describe('the window', () => {
  afterEach(() => void vi.useRealTimers());

  it('lets the client in again once its window has passed (clock moved, no waiting)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { app: clocked } = await buildTestApp({
      database,
      rateLimit: { limits: { 'POST /base/send-resume': { max: 2, windowMs: 60_000 } } },
    });
    await exhaust(clocked, 'POST /base/send-resume', '198.51.100.160', 2);
    const limited = await call(clocked, 'POST /base/send-resume', '198.51.100.160');
    expectLimited(limited);
    expect(Number(limited.headers['retry-after'])).toBe(60);
    vi.setSystemTime(Date.now() + 60_001);
    expect((await call(clocked, 'POST /base/send-resume', '198.51.100.160')).statusCode).toBe(415);
  });
});
