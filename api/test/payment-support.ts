// The payment tests' world: a shop of the test file's own (removed after it), an app whose clock
// the test moves, every settlement the order module would hear, and the calls a browser (the demo
// page's buttons), a provider (callbacks) and the storefront (status) make.
import { eq } from 'drizzle-orm';
import { afterAll, expect } from 'vitest';

import { errorSchema, paymentStatusSchema } from '@vitrina/contract';
import type { Locale } from '@vitrina/domain';

import type { App, BuildOptions } from '../src/app.ts';
import { sites } from '../src/db/schema/index.ts';
import { signDemoBody } from '../src/payment/demo/signature.ts';
import type { Settlement } from '../src/payment/settle.ts';
import { buildTestApp } from './app.ts';

export const DEMO_SECRET = 'payment-tests-demo-secret-0123456789abcdef';
const START = 1_800_000_000_000;

export interface PaymentShop {
  app: App;
  /** The API's clock: `advance` moves it. */
  clock: { now: () => number; advance(ms: number): void };
  brand: string;
  siteId: number;
  origin: string;
  /** Every settlement the listener heard, in order. */
  settled: Settlement[];
}

let shops = 0;

type PaymentOptions = NonNullable<BuildOptions['payment']>;

/**
 * A shop named `shopName` (MDL, ro/ru/uk/en) on its own app; `payment` gives buildApp's payment
 * options, or makes them from the shop's brand key (to choose a provider for it).
 */
export async function buildPaymentShop(
  shopName = 'Farmacia Test',
  payment: PaymentOptions | ((brand: string) => PaymentOptions) = {},
): Promise<PaymentShop> {
  let at = START;
  const clock = { now: () => at, advance: (ms: number) => void (at += ms) };
  const brand = `payment-test-${process.pid}-${Date.now()}-${shops++}`;
  const options = typeof payment === 'function' ? payment(brand) : payment;
  const { app } = await buildTestApp({ now: clock.now, payment: { demoSecret: DEMO_SECRET, ...options } });
  const origin = `http://${brand}.localhost:3000`;
  const [site] = await app.db
    .insert(sites)
    .values({
      token: `demo-${brand}`,
      brandKey: brand,
      hosts: [`${brand}.localhost`],
      publicOrigin: origin,
      theme: 'light',
      langs: ['ro', 'ru', 'uk', 'en'],
      mainLang: 'ro',
      currency: 'MDL',
      settings: { project: shopName },
    })
    .returning({ id: sites.id });
  afterAll(() => app.db.delete(sites).where(eq(sites.id, site!.id)));
  const settled: Settlement[] = [];
  app.payments.onSettled((settlement) => void settled.push(settlement));
  return { app, clock, brand, siteId: site!.id, origin, settled };
}

/** Starts a payment of 123.45 lei for order `ref`, returning to the shop's status page. */
export function startPayment(
  shop: PaymentShop,
  values: { lang?: Locale; returnUrl?: string; amountMinor?: number } = {},
) {
  return shop.app.payments.start({
    site: { id: shop.siteId, brandKey: shop.brand, publicOrigin: shop.origin },
    orderRef: 'order-1',
    amountMinor: values.amountMinor ?? 12_345,
    currency: 'MDL',
    description: 'Order 1',
    returnUrl: values.returnUrl ?? `${shop.origin}/cart/payment-status?order=1`,
    lang: values.lang ?? 'en',
  });
}

/** The API path of a redirect URL the demo provider gave (the browser reaches it under the gateway's /api). */
export const apiPathOf = (redirectUrl: string) => {
  const url = new URL(redirectUrl);
  return `${url.pathname.replace(/^\/api/, '')}${url.search}`;
};

/** A click on one of the demo page's buttons: a form POST as the browser sends it. */
export const decide = (shop: PaymentShop, paymentId: string, decision: 'approve' | 'decline' | 'abandon') =>
  shop.app.inject({
    method: 'POST',
    url: `/payments/demo/${paymentId}/${decision}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });

/** The status as the storefront reads it. */
export async function statusOf(shop: PaymentShop, paymentId: string) {
  const res = await shop.app.inject({
    url: `/payments/status/${paymentId}`,
    headers: { 'x-site-token': `demo-${shop.brand}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return paymentStatusSchema.parse(res.json());
}

export interface CallbackBody {
  event_id: string;
  payment_id: string;
  status: 'paid' | 'declined' | 'abandoned';
  amount_minor: number;
  currency: string;
  at: string;
}

/** A callback as the demo provider sends it, signed with `secret` (the right one unless told). */
export function sendCallback(shop: PaymentShop, body: CallbackBody | string, secret = DEMO_SECRET, signature?: string) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  return shop.app.inject({
    method: 'POST',
    url: '/payments/callback/demo',
    headers: { 'content-type': 'application/json', 'x-demo-signature': signature ?? signDemoBody(secret, raw) },
    payload: raw,
  });
}

let events = 0;
/** A callback body for the payment: paid, at the API's current time, with a fresh event id. */
export const callbackBody = (
  shop: PaymentShop,
  paymentId: string,
  values: Partial<CallbackBody> = {},
): CallbackBody => ({
  event_id: `evt-${++events}`,
  payment_id: paymentId,
  status: 'paid',
  amount_minor: 12_345,
  currency: 'MDL',
  at: new Date(shop.clock.now()).toISOString(),
  ...values,
});

export function errorOf(res: { statusCode: number; body: string; json(): unknown }, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  return errorSchema.parse(res.json());
}
