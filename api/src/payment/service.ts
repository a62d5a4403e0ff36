// The payments the order module uses: start one with the shop's provider, read its status (asking
// the provider once while it is still pending), apply a provider's event, and listen for outcomes.
import { randomBytes } from 'node:crypto';

import { DB_INT_MAX } from '@vitrina/contract';
import type { Locale } from '@vitrina/domain';

import type { Db } from '../db/client.ts';
import { HttpError } from '../plugins/errors.ts';
import type { Site } from '../plugins/site.ts';
import { findPayment, insertPayment, savePaymentStatus, type PaymentRow } from './payments-store.ts';
import type { ProviderEvent } from './provider.ts';
import type { PaymentRegistry } from './registry.ts';
import { shopReturnUrl } from './return-url.ts';
import { applyProviderEvent, type ApplyOutcome, type SettlementListener } from './settle.ts';

export interface StartPayment {
  site: Pick<Site, 'id' | 'brandKey' | 'publicOrigin'>;
  /** The order it pays for, when known. */
  orderRef?: string | null;
  amountMinor: number;
  currency: string;
  description: string;
  /** On the shop's own origin (absolute or a path); anything else is a 400. */
  returnUrl: string;
  lang: Locale;
}

export interface PaymentService {
  /** Makes the payment and registers it with the shop's provider: send the shopper to `redirectUrl`. */
  start(input: StartPayment): Promise<{ paymentId: string; redirectUrl: string }>;
  /** The shop's payment, or null for an unknown id or another shop's. */
  statusOf(siteId: number, paymentId: string): Promise<PaymentRow | null>;
  /** Applies an event the provider proved its own (a verified callback). */
  receive(provider: string, event: ProviderEvent): Promise<ApplyOutcome>;
  /** Calls `listener` once for every change of a payment's outcome; answers a function that stops it. */
  onSettled(listener: SettlementListener): () => void;
}

/** 18 random bytes: 144 bits, as unguessable as a session id, 24 URL-safe characters. */
const newPaymentId = () => randomBytes(18).toString('base64url');

export function createPaymentService(db: Db, registry: PaymentRegistry, now: () => number): PaymentService {
  const listeners: SettlementListener[] = [];
  const receive = (provider: string, event: ProviderEvent) =>
    applyProviderEvent(db, provider, event, new Date(now()), listeners);

  return {
    async start({ site, orderRef = null, amountMinor, currency, description, returnUrl, lang }) {
      if (!Number.isInteger(amountMinor) || amountMinor < 1 || amountMinor > DB_INT_MAX) {
        throw new HttpError(400, 'amount_invalid', 'A payment is a positive whole number of minor units');
      }
      const back = shopReturnUrl(returnUrl, site.publicOrigin);
      if (back === null) {
        throw new HttpError(400, 'return_url_foreign', "The return URL must be on the shop's own origin", {
          return_url: ['foreign_origin'],
        });
      }
      const providerName = registry.nameFor(site);
      const provider = registry.provider(providerName)!;
      const id = newPaymentId();
      const createdAt = new Date(now());
      await insertPayment(db, {
        id,
        siteId: site.id,
        orderRef,
        amountMinor,
        currency,
        provider: providerName,
        description,
        returnUrl: back,
        lang,
        createdAt,
      });
      // A provider that fails leaves the payment 'created': the shopper may start another.
      const { redirectUrl } = await provider.createPayment({
        paymentId: id,
        amountMinor,
        currency,
        description,
        returnUrl: back,
        lang,
      });
      await savePaymentStatus(db, id, 'pending', new Date(now()));
      return { paymentId: id, redirectUrl };
    },

    async statusOf(siteId, paymentId) {
      const payment = await findPayment(db, paymentId);
      if (!payment || payment.siteId !== siteId) return null;
      if (payment.status !== 'pending') return payment;
      // Still waiting: the callback may have been lost, so the provider is asked, once per read.
      const event = await registry.provider(payment.provider)?.queryStatus(paymentId);
      if (!event || event.paymentId !== paymentId) return payment;
      await receive(payment.provider, event);
      return findPayment(db, paymentId);
    },

    receive,

    onSettled(listener) {
      listeners.push(listener);
      return () => {
        const at = listeners.indexOf(listener);
        if (at >= 0) listeners.splice(at, 1);
      };
    },
  };
}
