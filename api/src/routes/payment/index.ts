// /payments: the status the storefront's payment status page reads (a shop call), and the
// providers' server-to-server callbacks (no shop token: a provider proves itself by its signature,
// checked over the body's exact bytes, so JSON bodies are kept raw here).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import {
  errorResponses,
  errorSchema,
  paymentCallbackAnswer,
  paymentParams,
  paymentProviderParams,
  paymentStatusSchema,
  siteHeadersSchema,
  type PaymentStatusAnswer,
} from '@vitrina/contract';

import { HttpError, notFound } from '../../plugins/errors.ts';
import type { PaymentRow } from '../../payment/payments-store.ts';
import { isRefusal, type CallbackRefusal } from '../../payment/provider.ts';
import { demoPageRoutes } from './demo-page.ts';

const tags = ['payments'];

const answerOf = (row: PaymentRow): PaymentStatusAnswer => ({
  id: row.id,
  status: row.status,
  amount_minor: row.amountMinor,
  currency: row.currency,
  paid_at: row.paidAt?.toISOString() ?? null,
});

const REFUSALS: Record<CallbackRefusal['refused'], HttpError> = {
  signature_invalid: new HttpError(401, 'signature_invalid', 'The callback is not signed by the provider'),
  callback_expired: new HttpError(401, 'callback_expired', 'The callback is too old or dated ahead'),
  callback_malformed: new HttpError(400, 'callback_malformed', 'The callback body is not one the provider sends'),
};

export async function paymentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/payments/status/:paymentId',
    {
      schema: {
        operationId: 'getPaymentStatus',
        summary: "A payment's status; while pending, its provider is asked once",
        tags,
        headers: siteHeadersSchema,
        params: paymentParams,
        response: { 200: paymentStatusSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const payment = await app.payments.statusOf(req.site.id, req.params.paymentId);
      if (!payment) throw notFound('Payment');
      return reply.header('cache-control', 'no-store').send(answerOf(payment));
    },
  );

  await app.register(callbackRoutes);
  await app.register(demoPageRoutes);
}

async function callbackRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // In this plugin only: the body stays the string that was signed; each provider parses its own.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) =>
    done(null, body),
  );

  app.post(
    '/payments/callback/:provider',
    {
      config: { public: true },
      schema: {
        operationId: 'receivePaymentCallback',
        summary: "A provider's signed report of a payment's outcome; delivered twice, applied once",
        description:
          'For the demo provider: a JSON body {event_id, payment_id, status, amount_minor, currency, at} signed ' +
          'in X-Demo-Signature: sha256=<hex HMAC-SHA256 of the body under PAYMENT_DEMO_SECRET>; refused when ' +
          '`at` is more than 5 minutes away from the API clock.',
        tags,
        security: [],
        params: paymentProviderParams,
        response: {
          200: paymentCallbackAnswer,
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (req) => {
      const provider = app.payments.registry.provider(req.params.provider);
      if (!provider) throw notFound('Payment provider');
      const rawBody = typeof req.body === 'string' ? req.body : '';
      const verified = await provider.verifyCallback({ headers: req.headers, rawBody });
      if (isRefusal(verified)) throw REFUSALS[verified.refused];
      const outcome = await app.payments.receive(req.params.provider, verified);
      if (outcome === 'unknown_payment') throw notFound('Payment');
      if (outcome === 'amount_mismatch') {
        req.log.warn({ paymentId: verified.paymentId }, 'a payment callback reports another amount');
        throw new HttpError(409, 'amount_mismatch', "The reported amount is not the payment's");
      }
      return { received: true as const, applied: outcome === 'applied' };
    },
  );
}
