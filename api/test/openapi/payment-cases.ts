// The payment calls in the test's own shop: a payment started as the order module starts it, its
// status (200; unknown 404; no shop 401), the demo page (200; unknown 404) and the provider's
// callback (200 signed; 401 forged; 404 for an unknown payment). The page's buttons are form
// targets outside the document (payment-demo.test.ts).
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';

import { DEV_PAYMENT_DEMO_SECRET } from '../../src/config.ts';
import { sites } from '../../src/db/schema/index.ts';
import { signDemoBody } from '../../src/payment/demo/signature.ts';
import type { AnswerCase, CaseContext } from './cases.ts';

const UNKNOWN = 'no-such-payment-000000';

export function paymentCases({ app, own }: CaseContext): AnswerCase[] {
  /** A new pending payment of 10.00 lei in the own shop. */
  async function started(): Promise<string> {
    const [site] = await app.db.select().from(sites).where(eq(sites.token, own.token));
    const { paymentId } = await app.payments.start({
      site: site!,
      amountMinor: 1000,
      currency: 'MDL',
      description: 'OpenAPI order',
      returnUrl: '/cart/payment-status',
      lang: 'en',
    });
    return paymentId;
  }
  const status = (code: number, paymentId: () => Promise<string>, headers = { 'x-site-token': own.token }) => ({
    operation: 'GET /payments/status/{paymentId}',
    status: code,
    request: async (): Promise<InjectOptions> => ({
      method: 'GET',
      url: `/payments/status/${await paymentId()}`,
      headers,
    }),
  });
  const page = (code: number, paymentId: () => Promise<string>): AnswerCase => ({
    operation: 'GET /payments/demo/{paymentId}',
    status: code,
    request: async () => ({ method: 'GET', url: `/payments/demo/${await paymentId()}?lang=ro` }),
  });
  let events = 0;
  const callback = (code: number, paymentId: () => Promise<string>, secret = DEV_PAYMENT_DEMO_SECRET): AnswerCase => ({
    operation: 'POST /payments/callback/{provider}',
    status: code,
    request: async () => {
      const body = JSON.stringify({
        event_id: `openapi-${++events}`,
        payment_id: await paymentId(),
        status: 'paid',
        amount_minor: 1000,
        currency: 'MDL',
        at: new Date(app.auth.now()).toISOString(),
      });
      return {
        method: 'POST',
        url: '/payments/callback/demo',
        headers: { 'content-type': 'application/json', 'x-demo-signature': signDemoBody(secret, body) },
        payload: body,
      };
    },
  });
  const unknown = async () => UNKNOWN;
  return [
    status(200, started),
    status(404, unknown),
    status(401, started, { 'x-site-token': '' }),
    page(200, started),
    page(404, unknown),
    callback(200, started),
    callback(401, started, 'a-forged-secret-of-at-least-32-characters'),
    callback(404, unknown),
  ];
}
