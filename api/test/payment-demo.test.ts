// The demo provider end to end: a payment is started, its hosted page renders, a button reports the
// decision by a signed callback and takes the shopper back to the shop, and the storefront reads the
// status. The callback route refuses what the provider did not send, and applies what it did once.
import { describe, expect, it } from 'vitest';

import { signDemoBody } from '../src/payment/demo/signature.ts';
import {
  apiPathOf,
  buildPaymentShop,
  callbackBody,
  decide,
  DEMO_SECRET,
  errorOf,
  sendCallback,
  startPayment,
  statusOf,
  type PaymentShop,
} from './payment-support.ts';

const shop: PaymentShop = await buildPaymentShop('Farmacia <b>"Bună"</b> & Co');

/** The hosted page as the shopper's browser opens it from the redirect URL. */
const openPage = (redirectUrl: string) => shop.app.inject({ url: apiPathOf(redirectUrl) });

describe('starting a payment', () => {
  it("sends the shopper to the demo page on the shop's own origin, in their language", async () => {
    const { paymentId, redirectUrl } = await startPayment(shop, { lang: 'ru' });
    expect(paymentId).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(redirectUrl).toBe(`${shop.origin}/api/payments/demo/${paymentId}?lang=ru`);
    expect(await statusOf(shop, paymentId)).toEqual({
      id: paymentId,
      status: 'pending',
      amount_minor: 12_345,
      currency: 'MDL',
      paid_at: null,
    });
  });

  it('gives every payment an id of its own', async () => {
    const ids = await Promise.all([1, 2, 3, 4].map(() => startPayment(shop).then((p) => p.paymentId)));
    expect(new Set(ids).size).toBe(4);
  });

  it.each(['https://evil.example/cart', '//evil.example/cart', 'http://other-shop.localhost:3000/cart'])(
    'refuses a return URL off the shop (%s): the API is no open redirect',
    async (returnUrl) => {
      await expect(startPayment(shop, { returnUrl })).rejects.toMatchObject({
        statusCode: 400,
        code: 'return_url_foreign',
        fieldErrors: { return_url: ['foreign_origin'] },
      });
    },
  );

  it('takes a path as the return URL, on the shop', async () => {
    const { paymentId } = await startPayment(shop, { returnUrl: '/en/cart/payment-status' });
    const res = await decide(shop, paymentId, 'abandon');
    expect(res.headers.location).toBe(`${shop.origin}/en/cart/payment-status`);
  });

  it('refuses an amount that is not a positive whole number of minor units', async () => {
    for (const amountMinor of [0, -100, 12.5]) {
      await expect(startPayment(shop, { amountMinor })).rejects.toMatchObject({ code: 'amount_invalid' });
    }
  });
});

describe('the hosted payment page', () => {
  it('shows the shop, the amount and three buttons, escaped, with no script allowed', async () => {
    const { paymentId, redirectUrl } = await startPayment(shop, { lang: 'en' });
    const res = await openPage(redirectUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('Payment to Farmacia &#60;b&#62;&#34;Bună&#34;&#60;/b&#62; &#38; Co');
    expect(res.body).not.toContain('<b>');
    expect(res.body).toContain('123.45 lei');
    expect(res.body).toContain('Order 1');
    for (const decision of ['approve', 'decline', 'abandon']) {
      expect(res.body).toContain(`<form method="post" action="${paymentId}/${decision}">`);
    }
    expect(res.body).not.toMatch(/<script/i);
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
    expect(policy).toContain(`form-action 'self' ${shop.origin}`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('script-src');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['ro', 'Plată către', 'Plătește 123,45 lei'],
    ['ru', 'Оплата в', 'Оплатить 123,45 лей'],
    ['uk', 'Оплата в', 'Сплатити 123,45 леї'],
    ['en', 'Payment to', 'Pay 123.45 lei'],
  ] as const)('speaks %s, the language of the redirect', async (lang, heading, approve) => {
    const { redirectUrl } = await startPayment(shop, { lang });
    const res = await openPage(redirectUrl);
    expect(res.body).toContain(`<html lang="${lang}-`);
    expect(res.body).toContain(heading);
    expect(res.body).toContain(approve);
  });

  it('answers an unknown payment 404 in the one error shape', async () => {
    const res = await shop.app.inject({ url: '/payments/demo/no-such-payment-000000' });
    expect(errorOf(res, 404).code).toBe('not_found');
    const clicked = await decide(shop, 'no-such-payment-000000', 'approve');
    expect(errorOf(clicked, 404).code).toBe('not_found');
  });
});

describe("the page's buttons", () => {
  it.each([
    ['approve', 'paid'],
    ['decline', 'declined'],
    ['abandon', 'abandoned'],
  ] as const)('%s: the callback marks the payment %s, then the shopper goes back (303)', async (decision, status) => {
    const { paymentId } = await startPayment(shop);
    const res = await decide(shop, paymentId, decision);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${shop.origin}/cart/payment-status?order=1`);
    // Marked before the shopper is back, whether or not they ever arrive.
    const answer = await statusOf(shop, paymentId);
    expect(answer.status).toBe(status);
    expect(answer.paid_at).toBe(status === 'paid' ? new Date(shop.clock.now()).toISOString() : null);
    expect(shop.settled.filter((s) => s.paymentId === paymentId).map((s) => s.status)).toEqual([status]);
  });

  it('lets a declined payment be retried and paid', async () => {
    const { paymentId, redirectUrl } = await startPayment(shop);
    await decide(shop, paymentId, 'decline');
    expect((await openPage(redirectUrl)).body).toContain('Pay 123.45 lei');
    await decide(shop, paymentId, 'approve');
    expect((await statusOf(shop, paymentId)).status).toBe('paid');
    expect(shop.settled.filter((s) => s.paymentId === paymentId).map((s) => s.status)).toEqual(['declined', 'paid']);
  });

  it('never charges a paid payment again: no buttons, and a click changes nothing', async () => {
    const { paymentId, redirectUrl } = await startPayment(shop);
    await decide(shop, paymentId, 'approve');
    const page = await openPage(redirectUrl);
    expect(page.body).toContain('This payment has already been paid.');
    expect(page.body).not.toContain('<form');
    const again = await decide(shop, paymentId, 'decline');
    expect(again.statusCode).toBe(303);
    expect((await statusOf(shop, paymentId)).status).toBe('paid');
    expect(shop.settled.filter((s) => s.paymentId === paymentId)).toHaveLength(1);
  });
});

describe('the callback', () => {
  it('refuses a forged signature with 401 in the one error shape, and changes nothing', async () => {
    const { paymentId } = await startPayment(shop);
    const body = callbackBody(shop, paymentId);
    const forged = await sendCallback(shop, body, 'a-guessed-secret-of-at-least-32-characters');
    expect(errorOf(forged, 401).code).toBe('signature_invalid');
    const unsigned = await sendCallback(shop, body, undefined, '');
    expect(errorOf(unsigned, 401).code).toBe('signature_invalid');
    // A real signature over another body: the status (or amount) cannot be edited in flight.
    const declined = JSON.stringify({ ...body, status: 'declined' });
    const tampered = declined.replace('"declined"', '"paid"');
    const signature = signDemoBody(DEMO_SECRET, declined);
    expect(errorOf(await sendCallback(shop, tampered, undefined, signature), 401).code).toBe('signature_invalid');
    expect((await statusOf(shop, paymentId)).status).toBe('pending');
    expect(shop.settled.filter((s) => s.paymentId === paymentId)).toEqual([]);
  });

  it('applies a callback delivered twice once, and tells the listener once', async () => {
    const { paymentId } = await startPayment(shop);
    const body = callbackBody(shop, paymentId);
    const first = await sendCallback(shop, body);
    expect(first.json()).toEqual({ received: true, applied: true });
    const second = await sendCallback(shop, body);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ received: true, applied: false });
    const settled = shop.settled.filter((s) => s.paymentId === paymentId);
    expect(settled).toEqual([
      {
        paymentId,
        siteId: shop.siteId,
        orderRef: 'order-1',
        status: 'paid',
        amountMinor: 12_345,
        currency: 'MDL',
        at: new Date(body.at),
      },
    ]);
  });

  it('applies concurrent deliveries of one event once', async () => {
    const { paymentId } = await startPayment(shop);
    const body = callbackBody(shop, paymentId);
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => sendCallback(shop, body)));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((res) => res.json<{ applied: boolean }>().applied)).toHaveLength(1);
    expect(shop.settled.filter((s) => s.paymentId === paymentId)).toHaveLength(1);
  });

  it('never moves a paid payment back when an older decline arrives after it', async () => {
    const { paymentId } = await startPayment(shop);
    const declinedAt = new Date(shop.clock.now()).toISOString();
    shop.clock.advance(30_000);
    await sendCallback(shop, callbackBody(shop, paymentId, { status: 'paid' }));
    const late = await sendCallback(shop, callbackBody(shop, paymentId, { status: 'declined', at: declinedAt }));
    expect(late.json()).toEqual({ received: true, applied: false });
    const answer = await statusOf(shop, paymentId);
    expect(answer.status).toBe('paid');
    expect(answer.paid_at).toBe(new Date(shop.clock.now()).toISOString());
    expect(shop.settled.filter((s) => s.paymentId === paymentId).map((s) => s.status)).toEqual(['paid']);
  });

  it('refuses a timestamp older than five minutes, or as far ahead, even when signed', async () => {
    const { paymentId } = await startPayment(shop);
    const old = callbackBody(shop, paymentId, { at: new Date(shop.clock.now() - 5 * 60_000 - 1000).toISOString() });
    expect(errorOf(await sendCallback(shop, old), 401).code).toBe('callback_expired');
    const ahead = callbackBody(shop, paymentId, { at: new Date(shop.clock.now() + 6 * 60_000).toISOString() });
    expect(errorOf(await sendCallback(shop, ahead), 401).code).toBe('callback_expired');
    // A real callback captured and replayed after the window: refused although signed.
    const fresh = callbackBody(shop, paymentId, { status: 'declined' });
    shop.clock.advance(5 * 60_000 + 1000);
    expect(errorOf(await sendCallback(shop, fresh), 401).code).toBe('callback_expired');
    expect((await statusOf(shop, paymentId)).status).toBe('pending');
  });

  it('answers an unknown payment 404 and a body the provider never sends 400', async () => {
    const unknown = await sendCallback(shop, callbackBody(shop, 'no-such-payment-000000'));
    expect(errorOf(unknown, 404).code).toBe('not_found');
    const malformed = await sendCallback(shop, '{"payment_id": 1}');
    expect(errorOf(malformed, 400).code).toBe('callback_malformed');
    const notJson = await sendCallback(shop, 'not json');
    expect(errorOf(notJson, 400).code).toBe('callback_malformed');
    const otherProvider = await shop.app.inject({
      method: 'POST',
      url: '/payments/callback/nobody',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(errorOf(otherProvider, 404).code).toBe('not_found');
  });

  it('refuses another amount or currency than the payment has (409), leaving it unpaid', async () => {
    const { paymentId } = await startPayment(shop);
    const cheaper = await sendCallback(shop, callbackBody(shop, paymentId, { amount_minor: 100 }));
    expect(errorOf(cheaper, 409).code).toBe('amount_mismatch');
    const otherCurrency = await sendCallback(shop, callbackBody(shop, paymentId, { currency: 'UAH' }));
    expect(errorOf(otherCurrency, 409).code).toBe('amount_mismatch');
    expect((await statusOf(shop, paymentId)).status).toBe('pending');
  });
});

describe('the status call', () => {
  it("answers another shop's payment and an unknown one 404", async () => {
    const { paymentId } = await startPayment(shop);
    const other = await shop.app.inject({
      url: `/payments/status/${paymentId}`,
      headers: { 'x-site-token': 'demo-pharmacy' },
    });
    expect(errorOf(other, 404).code).toBe('not_found');
    const unknown = await shop.app.inject({
      url: '/payments/status/no-such-payment-000000',
      headers: { 'x-site-token': `demo-${shop.brand}` },
    });
    expect(errorOf(unknown, 404).code).toBe('not_found');
    const noShop = await shop.app.inject({ url: `/payments/status/${paymentId}` });
    expect(errorOf(noShop, 401).code).toBe('site_token_missing');
  });
});
