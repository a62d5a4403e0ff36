// The demo provider's hosted payment page and its three buttons. Opened by the shopper's browser
// (through the shop's gateway, or on the API's own address), so there is no shop token: the
// payment's unguessable id is the key, and the shop is the payment's. A decision sends the
// provider's signed callback first and then takes the shopper back to the shop (303), so the
// payment is marked whether or not the shopper ever arrives there.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { demoDecisionParams, demoPageQuery, errorSchema, paymentParams } from '@vitrina/contract';

import { DEMO_PROVIDER } from '../../payment/demo/demo-provider.ts';
import { demoPageHtml, demoPagePolicy, type DemoDecision } from '../../payment/demo/page.ts';
import { findPayment, type PaymentRow } from '../../payment/payments-store.ts';
import { shopNameOf } from '../../payment/shop-name.ts';
import type { ReportedStatus } from '../../payment/status-machine.ts';
import { notFound } from '../../plugins/errors.ts';

const tags = ['payments'];
const config = { public: true };
const errors = { 400: errorSchema, 404: errorSchema };

const OUTCOMES: Record<DemoDecision, ReportedStatus> = { approve: 'paid', decline: 'declined', abandon: 'abandoned' };

export async function demoPageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The buttons are plain HTML forms: their (empty) url-encoded body is accepted and not read.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_r, _b, done) => done(null, {}),
  );

  /** The payment, when the demo provider took it. */
  async function demoPayment(id: string): Promise<PaymentRow> {
    const payment = await findPayment(app.db, id);
    if (!payment || payment.provider !== DEMO_PROVIDER) throw notFound('Payment');
    return payment;
  }

  app.get(
    '/payments/demo/:paymentId',
    {
      config,
      schema: {
        operationId: 'showDemoPaymentPage',
        summary: "The demo provider's payment page: the shop, the amount, approve / decline / abandon",
        tags,
        security: [],
        params: paymentParams,
        querystring: demoPageQuery,
        response: {
          200: { description: 'The payment page (no script)', content: { 'text/html': { schema: z.string() } } },
          ...errors,
        },
      },
    },
    async (req, reply) => {
      const payment = await demoPayment(req.params.paymentId);
      const html = demoPageHtml({
        lang: req.query.lang ?? payment.lang,
        shopName: await shopNameOf(app.db, payment.siteId),
        paymentId: payment.id,
        amountMinor: payment.amountMinor,
        currency: payment.currency,
        description: payment.description,
        returnUrl: payment.returnUrl,
        paid: payment.status === 'paid',
      });
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', demoPagePolicy(payment.returnUrl))
        .header('x-frame-options', 'DENY')
        .header('referrer-policy', 'no-referrer')
        .header('cache-control', 'no-store')
        .send(html);
    },
  );

  app.post(
    '/payments/demo/:paymentId/:decision',
    {
      config,
      // A form target of the page above, not a call anyone makes: out of the document (its only
      // success is a 303, which the document's lint would take for an operation without one).
      schema: { hide: true, params: demoDecisionParams },
    },
    async (req, reply) => {
      const payment = await demoPayment(req.params.paymentId);
      // The "bank" never charges a paid payment twice: the shopper just goes back.
      if (payment.status !== 'paid') await app.demoPayments.decide(payment, OUTCOMES[req.params.decision]);
      return reply.header('cache-control', 'no-store').redirect(payment.returnUrl, 303);
    },
  );
}
