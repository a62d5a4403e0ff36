// The payment rules that need no database: the status machine, the return URL's origin and the demo
// callback's signature.
import { describe, expect, it } from 'vitest';

import { PAYMENT_STATUSES, type PaymentStatus } from '@vitrina/contract';

import { apiConfigSchema, DEV_PAYMENT_DEMO_SECRET } from '../src/config.ts';
import { hasValidDemoSignature, signDemoBody } from '../src/payment/demo/signature.ts';
import { shopReturnUrl } from '../src/payment/return-url.ts';
import { isSettled, nextStatus } from '../src/payment/status-machine.ts';

describe('the payment status machine', () => {
  // [current, reported, next]; null: the news changes nothing.
  const table: [PaymentStatus, PaymentStatus, PaymentStatus | null][] = [
    ['created', 'pending', 'pending'],
    ['created', 'paid', 'paid'],
    ['created', 'declined', 'declined'],
    ['created', 'abandoned', 'abandoned'],
    ['created', 'created', null],
    ['pending', 'paid', 'paid'],
    ['pending', 'declined', 'declined'],
    ['pending', 'abandoned', 'abandoned'],
    ['pending', 'pending', null],
    ['pending', 'created', null],
    // Paid is final: a late or out-of-order failure never moves it back.
    ['paid', 'declined', null],
    ['paid', 'abandoned', null],
    ['paid', 'pending', null],
    ['paid', 'created', null],
    ['paid', 'paid', null],
    // A failed attempt may be followed by a successful retry of the same payment...
    ['declined', 'paid', 'paid'],
    ['abandoned', 'paid', 'paid'],
    // ...but one failure does not overwrite another, nor does anything move it back to waiting.
    ['declined', 'abandoned', null],
    ['abandoned', 'declined', null],
    ['declined', 'declined', null],
    ['abandoned', 'abandoned', null],
    ['declined', 'pending', null],
    ['abandoned', 'pending', null],
    ['declined', 'created', null],
    ['abandoned', 'created', null],
  ];

  it('covers every pair of statuses', () => {
    const pairs = new Set(table.map(([current, reported]) => `${current}>${reported}`));
    expect(pairs.size).toBe(PAYMENT_STATUSES.length ** 2);
  });

  it.each(table)('%s, then %s reported: %s', (current, reported, next) => {
    expect(nextStatus(current, reported)).toBe(next);
  });

  it('calls paid, declined and abandoned outcomes, and nothing else', () => {
    expect(PAYMENT_STATUSES.filter(isSettled)).toEqual(['paid', 'declined', 'abandoned']);
  });
});

describe("a payment's return URL", () => {
  const shop = 'http://pharmacy.localhost:3000';
  it.each([
    ['http://pharmacy.localhost:3000/cart/payment-status?order=7', shop + '/cart/payment-status?order=7'],
    ['/ru/cart/payment-status', shop + '/ru/cart/payment-status'],
    ['HTTP://PHARMACY.localhost:3000/x', shop + '/x'],
  ])('keeps a page of the shop: %s', (url, kept) => {
    expect(shopReturnUrl(url, shop)).toBe(kept);
  });

  it.each([
    'https://evil.example/cart',
    '//evil.example/cart',
    '/\\evil.example/cart',
    'http://pharmacy.localhost:3000@evil.example/',
    'http://pharmacy.localhost:3001/cart',
    'https://pharmacy.localhost:3000/cart',
    'http://pharmacy.localhost.evil.example:3000/',
    'http://user:pass@pharmacy.localhost:3000/',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://[::1',
  ])('refuses anything else: %s', (url) => {
    expect(shopReturnUrl(url, shop)).toBeNull();
  });
});

describe("the demo provider's signature", () => {
  const secret = 'a-secret-of-at-least-thirty-two-characters';
  const body = '{"payment_id":"p1","status":"paid"}';

  it('accepts the HMAC of exactly these bytes under the secret', () => {
    const signature = signDemoBody(secret, body);
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(hasValidDemoSignature(secret, body, signature)).toBe(true);
  });

  it('refuses another body, another secret, another form and no signature', () => {
    const signature = signDemoBody(secret, body);
    expect(hasValidDemoSignature(secret, body.replace('paid', 'paid '), signature)).toBe(false);
    expect(hasValidDemoSignature(`${secret}!`, body, signature)).toBe(false);
    expect(hasValidDemoSignature(secret, body, signature.toUpperCase())).toBe(false);
    expect(hasValidDemoSignature(secret, body, signature.slice(0, -2))).toBe(false);
    expect(hasValidDemoSignature(secret, body, signature.replace('sha256=', ''))).toBe(false);
    expect(hasValidDemoSignature(secret, body, undefined)).toBe(false);
    expect(hasValidDemoSignature(secret, body, [signature])).toBe(false);
  });
});

describe('PAYMENT_DEMO_SECRET', () => {
  const secret = 'a-production-secret-of-at-least-32-characters';
  it('may keep its development default outside production, never in production', () => {
    expect(apiConfigSchema.parse({}).PAYMENT_DEMO_SECRET).toBe(DEV_PAYMENT_DEMO_SECRET);
    const refused = apiConfigSchema.safeParse({ NODE_ENV: 'production', AUTH_JWT_SECRET: secret });
    expect(refused.error?.issues.map((issue) => issue.path)).toEqual([['PAYMENT_DEMO_SECRET']]);
    const production = { NODE_ENV: 'production', AUTH_JWT_SECRET: secret, PAYMENT_DEMO_SECRET: secret };
    expect(apiConfigSchema.parse(production).PAYMENT_DEMO_SECRET).toBe(secret);
    expect(apiConfigSchema.safeParse({ PAYMENT_DEMO_SECRET: 'too short' }).success).toBe(false);
  });
});
