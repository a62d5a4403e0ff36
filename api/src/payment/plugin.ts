// Payments as app.payments (the service the order module and the routes use) and app.demoPayments
// (the built-in provider's page actions). Providers come from the options: the demo provider,
// signed with PAYMENT_DEMO_SECRET, plus any a deployment registers and assigns to its shops.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { DEV_PAYMENT_DEMO_SECRET } from '../config.ts';
import { createDemoProvider, DEMO_PROVIDER, type DemoDelivery, type DemoProvider } from './demo/demo-provider.ts';
import { DEMO_SIGNATURE_HEADER } from './demo/signature.ts';
import type { PaymentProvider } from './provider.ts';
import { paymentRegistry, type PaymentRegistry } from './registry.ts';
import { createPaymentService, type PaymentService } from './service.ts';

export interface PaymentOptions {
  /** PAYMENT_DEMO_SECRET; the development default when omitted. */
  demoSecret?: string | undefined;
  /** The clock of payments and of the callbacks' freshness window (tests move it). */
  now?: (() => number) | undefined;
  /** More providers by registry name, and the shops (brand key -> name) that use them. */
  providers?: Record<string, PaymentProvider>;
  shopProviders?: Record<string, string>;
  /** How the demo page's decisions reach the callback route: in-process by default (tests lose some). */
  deliverDemoCallback?: DemoDelivery;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentService & { registry: PaymentRegistry };
    demoPayments: DemoProvider;
  }
}

export const paymentsPlugin = fp(
  async (app: FastifyInstance, options: PaymentOptions) => {
    const now = options.now ?? Date.now;
    const secret = options.demoSecret ?? DEV_PAYMENT_DEMO_SECRET;
    // The demo's "server-to-server" callback goes through the API's own HTTP pipeline (routing,
    // body parsing, the signature check), just without a socket: what a provider's POST would get.
    const deliverInProcess: DemoDelivery = async (rawBody, signature) => {
      const res = await app.inject({
        method: 'POST',
        url: `/payments/callback/${DEMO_PROVIDER}`,
        headers: { 'content-type': 'application/json', [DEMO_SIGNATURE_HEADER]: signature },
        payload: rawBody,
      });
      if (res.statusCode >= 300) app.log.warn({ status: res.statusCode }, 'the demo payment callback was refused');
      return res.statusCode < 300;
    };
    const demo = createDemoProvider({ secret, now, deliver: options.deliverDemoCallback ?? deliverInProcess });
    const registry = paymentRegistry({ ...options.providers, [DEMO_PROVIDER]: demo }, options.shopProviders);
    app.decorate('payments', { ...createPaymentService(app.db, registry, now), registry });
    app.decorate('demoPayments', demo);
  },
  { name: 'payments', dependencies: ['db'] },
);
