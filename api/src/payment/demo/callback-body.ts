// The body of the demo provider's callback, and the five-minute window it is believed in: a signed
// body captured off the wire cannot be replayed later (within the window the event id makes a
// replay a no-op, payment/settle.ts).
import { z } from 'zod';

import type { ProviderEvent } from '../provider.ts';

/** How far a callback's timestamp may lie from the API's clock, either way (clock skew included). */
export const DEMO_CALLBACK_WINDOW_MS = 5 * 60_000;

export const demoCallbackBody = z.object({
  event_id: z.string().min(1).max(100),
  payment_id: z.string().min(1).max(100),
  status: z.enum(['paid', 'declined', 'abandoned']),
  amount_minor: z.number().int().positive(),
  currency: z.string().min(3).max(3),
  at: z.iso.datetime({ offset: true }),
});
export type DemoCallbackBody = z.infer<typeof demoCallbackBody>;

export const demoCallbackOf = (event: ProviderEvent): DemoCallbackBody => ({
  event_id: event.eventId,
  payment_id: event.paymentId,
  status: event.status,
  amount_minor: event.amountMinor,
  currency: event.currency,
  at: event.at.toISOString(),
});

export const eventOf = (body: DemoCallbackBody): ProviderEvent => ({
  eventId: body.event_id,
  paymentId: body.payment_id,
  status: body.status,
  amountMinor: body.amount_minor,
  currency: body.currency,
  at: new Date(body.at),
});

/** The body's timestamp is inside the window around `now`. */
export const isFresh = (at: Date, now: number) => Math.abs(now - at.getTime()) <= DEMO_CALLBACK_WINDOW_MS;
