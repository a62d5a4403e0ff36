// What a payment provider implements: start a payment on its hosted page, prove that a callback is
// its own, and tell a payment's state when asked. The API never sees card data: the shopper types
// it on the provider's page (a full redirect, what PCI DSS SAQ A expects).
import type { Locale } from '@vitrina/domain';

import type { ReportedStatus } from './status-machine.ts';

export interface CreatePaymentInput {
  /** The API's id of the payment: the provider reports it back in every event. */
  paymentId: string;
  amountMinor: number;
  currency: string;
  /** Shown on the provider's page ("Order 123 at Pharmacy"). */
  description: string;
  /** Where the provider sends the shopper when done; already checked to be on the shop's origin. */
  returnUrl: string;
  lang: Locale;
}

/** An outcome the provider reports, once its origin is proven (verifyCallback) or asked (queryStatus). */
export interface ProviderEvent {
  paymentId: string;
  status: ReportedStatus;
  amountMinor: number;
  currency: string;
  /** The provider's id of this event: the same event delivered twice carries the same id. */
  eventId: string;
  /** When the provider says it happened. */
  at: Date;
}

/** Why a callback was not believed; the route answers each in the one error shape. */
export type CallbackRefusal =
  /** No signature, a signature of another key or another body: not the provider's. */
  | { refused: 'signature_invalid' }
  /** Signed, but too old (or dated too far ahead) to be anything but a replay. */
  | { refused: 'callback_expired' }
  /** Signed, but not a body the provider sends. */
  | { refused: 'callback_malformed' };

/** A callback as it reached the API: the headers and the body exactly as sent (signatures cover bytes). */
export interface ProviderCallback {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
}

export interface PaymentProvider {
  /** Registers the payment with the provider; the shopper is sent to `redirectUrl`. */
  createPayment(input: CreatePaymentInput): Promise<{ redirectUrl: string }>;
  /** The callback's event when the provider provably sent it (signature, freshness), else a refusal. */
  verifyCallback(callback: ProviderCallback): Promise<ProviderEvent | CallbackRefusal>;
  /** The provider's latest outcome for the payment, or null while it has none. */
  queryStatus(paymentId: string): Promise<ProviderEvent | null>;
}

export const isRefusal = (value: ProviderEvent | CallbackRefusal): value is CallbackRefusal => 'refused' in value;
