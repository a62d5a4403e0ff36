// The built-in demo provider: its "hosted payment page" is served by the API itself
// (routes/payment/demo-page.ts), where the shopper approves, declines or abandons; the decision is
// then reported like a real provider's, by a signed server-to-server callback. It stands in for a
// bank's page in the demo shops and in the tests, and moves no money.
import { randomUUID } from 'node:crypto';

import { LRUCache } from 'lru-cache';

import type { PaymentProvider, ProviderEvent } from '../provider.ts';
import type { ReportedStatus } from '../status-machine.ts';
import { demoCallbackBody, demoCallbackOf, eventOf, isFresh } from './callback-body.ts';
import { DEMO_SIGNATURE_HEADER, hasValidDemoSignature, signDemoBody } from './signature.ts';

export const DEMO_PROVIDER = 'demo';

/** The hosted page's path on the API. */
export const demoPagePath = (paymentId: string) => `/payments/demo/${encodeURIComponent(paymentId)}`;

/** Sends a signed callback to the API; true when it was accepted (a 2xx). */
export type DemoDelivery = (rawBody: string, signature: string) => Promise<boolean>;

export interface DemoProviderOptions {
  /** PAYMENT_DEMO_SECRET. */
  secret: string;
  now: () => number;
  deliver: DemoDelivery;
}

/** The payment a decision is about, as the provider registered it. */
export interface DemoPayment {
  id: string;
  amountMinor: number;
  currency: string;
}

export interface DemoProvider extends PaymentProvider {
  /** The shopper's decision on the hosted page: remembered (queryStatus), then sent as a signed callback. */
  decide(payment: DemoPayment, status: ReportedStatus): Promise<void>;
}

export function createDemoProvider({ secret, now, deliver }: DemoProviderOptions): DemoProvider {
  // What the "bank" knows: each payment's latest decision, so a status query can recover a callback
  // that never arrived. In this process only (a real provider keeps it on its side); bounded.
  const decisions = new LRUCache<string, ProviderEvent>({ max: 10_000 });
  return {
    async createPayment({ paymentId, returnUrl, lang }) {
      // Browsers reach the API through their shop's gateway (`/api/<call>` on the shop's origin),
      // and the return URL is on that origin: the page is served there, same-origin with the shop.
      const page = new URL(`/api${demoPagePath(paymentId)}`, returnUrl);
      page.searchParams.set('lang', lang);
      return { redirectUrl: page.href };
    },

    async verifyCallback({ headers, rawBody }) {
      if (!hasValidDemoSignature(secret, rawBody, headers[DEMO_SIGNATURE_HEADER])) {
        return { refused: 'signature_invalid' };
      }
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        return { refused: 'callback_malformed' };
      }
      const parsed = demoCallbackBody.safeParse(json);
      if (!parsed.success) return { refused: 'callback_malformed' };
      const event = eventOf(parsed.data);
      return isFresh(event.at, now()) ? event : { refused: 'callback_expired' };
    },

    async queryStatus(paymentId) {
      return decisions.get(paymentId) ?? null;
    },

    async decide(payment, status) {
      const event: ProviderEvent = {
        paymentId: payment.id,
        status,
        amountMinor: payment.amountMinor,
        currency: payment.currency,
        eventId: randomUUID(),
        at: new Date(now()),
      };
      decisions.set(payment.id, event);
      const rawBody = JSON.stringify(demoCallbackOf(event));
      await deliver(rawBody, signDemoBody(secret, rawBody));
    },
  };
}
