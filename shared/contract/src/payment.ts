// Online payments (issue 19): the status the storefront's payment status page reads, and the calls
// of the payment providers (their callbacks) and of the demo provider's hosted page. Money in minor
// units with its currency, as the payments table keeps it.
import { z } from 'zod';

import { LOCALES } from '@vitrina/domain';

export const PAYMENT_STATUSES = ['created', 'pending', 'paid', 'declined', 'abandoned'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A payment's id: random URL-safe text the API makes (24 characters); nothing longer is one. */
export const paymentIdText = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a payment id');
export const paymentParams = z.object({ paymentId: paymentIdText });

export const paymentStatusSchema = z
  .object({
    id: z.string(),
    status: z
      .enum(PAYMENT_STATUSES)
      .describe('created: not yet at the provider; pending: waiting for the shopper; paid is final'),
    amount_minor: z.number().int().describe('The amount in minor units (bani, kopiyky)'),
    currency: z.string(),
    paid_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'PaymentStatus' });
export type PaymentStatusAnswer = z.infer<typeof paymentStatusSchema>;

export const paymentProviderParams = z.object({
  provider: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, 'must be a provider name')
    .describe('The registry name of the provider, e.g. demo'),
});

export const paymentCallbackAnswer = z
  .object({
    received: z.literal(true),
    applied: z.boolean().describe('false when the event was delivered before or changes nothing'),
  })
  .meta({ id: 'PaymentCallbackAnswer' });

export const DEMO_PAYMENT_DECISIONS = ['approve', 'decline', 'abandon'] as const;
export const demoDecisionParams = paymentParams.extend({ decision: z.enum(DEMO_PAYMENT_DECISIONS) });
export const demoPageQuery = z.object({
  lang: z.enum(LOCALES).optional().describe("The page's language; the payment's own when omitted"),
});
