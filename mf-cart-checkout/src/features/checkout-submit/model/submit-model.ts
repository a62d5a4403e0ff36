// Pressing "order" (spec 4, "Order"): the reservation check first (not 204: stop, show why), then the
// order with an Idempotency-Key. The key is made once per attempt, an attempt being one body: the
// same body sent again (a double press, a retry after no answer) goes with the same key, so the
// server answers the order it already made instead of making a second; a changed form is another
// attempt with a new key. When the order call got no answer (or a 5xx) the order may exist and the
// cart be gone, so the retry goes straight to the order with that key. 201 with result.payUrl: a
// full redirect to the payment page; without: the page goes to /cart/success.
import { attach, createEffect, createEvent, sample } from 'effector';
import type { FieldErrors } from '../../../shared/api/cart-call.ts';
import { formErrorsCleared, formErrorsOf, formRefused } from '../../../entities/checkout-draft/index.ts';
import type { CartTextKey } from '../../../shared/i18n/index.ts';
import { attemptFor, newAttemptKey } from '../../../shared/lib/attempt.ts';
import type { Attempt } from '../../../shared/lib/attempt.ts';
import { cartUnits } from '../../../shared/lib/units.ts';
import { createOrderFx, reserveFx } from '../api/submit-api.ts';
import type { OrderBody, ReservationBody } from '../api/submit-api.ts';
import { refusalTextKey, surelyRefused } from '../lib/refusal-text.ts';

export interface SubmitRequest {
  body: OrderBody;
  reservation: ReservationBody;
}
export interface PlacedOrder {
  orderId: number;
  payUrl: string | null;
}
interface SentAttempt {
  attempt: Attempt<OrderBody>;
  /** The order call went out and its outcome is unknown (no answer, or a 5xx). */
  sent: boolean;
}
interface Keyed {
  request: SubmitRequest;
  key: string;
  sent: boolean;
}

/** The form asks to order with this body. */
export const orderSubmitted = createEvent<SubmitRequest>();
/** The browser's own check refused the form before any call. */
export const checkRefused = createEvent<FieldErrors>();
/** The order exists: where it is paid, or its number for the success page. */
export const orderPlaced = createEvent<PlacedOrder>();
/** The checkout opened again: the last visit's order and alert are not this one's. */
export const submitReset = createEvent();

export const $submitting = cartUnits.store('checkout/submitting', false, { serialize: 'ignore' });
export const $placed = cartUnits.store<PlacedOrder | null>('checkout/placed', null, { serialize: 'ignore' });
/** The alert above the button: why the order was not made. */
export const $submitFailure = cartUnits.store<CartTextKey | null>('checkout/failure', null, { serialize: 'ignore' });
const $attempt = cartUnits.store<SentAttempt | null>('checkout/attempt', null, { serialize: 'ignore' });

/** The attempt a body makes (shared/lib/attempt.ts): the last one again for the same body, else a new key. */
export const attemptFx = createEffect(
  ({ last, request }: { last: Attempt<OrderBody> | null; request: SubmitRequest }) =>
    attemptFor(last, request.body, newAttemptKey),
);
/** The payment page is the provider's: a full page load, the card is never typed on the shop's page. */
export const redirectFx = createEffect((url: string) => window.location.assign(url));
const reserveAttemptFx = attach({ effect: reserveFx, mapParams: (keyed: Keyed) => keyed.request.reservation });
const orderAttemptFx = attach({
  effect: createOrderFx,
  mapParams: ({ request, key }: Keyed) => ({ body: request.body, key }),
});

const started = sample({
  clock: orderSubmitted,
  source: { submitting: $submitting, placed: $placed },
  filter: ({ submitting, placed }) => !submitting && placed === null,
  fn: (_, request) => request,
});
$submitting.on(started, () => true);
$submitFailure.reset(started, submitReset);
sample({ clock: started, target: formErrorsCleared });

sample({
  clock: started,
  source: $attempt,
  fn: (last, request) => ({ last: last?.attempt ?? null, request }),
  target: attemptFx,
});
const keyed = sample({
  clock: attemptFx.done,
  source: $attempt,
  fn: (last, { params, result }): Keyed => ({
    request: params.request,
    key: result.key,
    // The same attempt as the last one: its order call's state goes on.
    sent: result === params.last && last !== null && last.sent,
  }),
});
$attempt.on(attemptFx.done, (last, { params, result }) => ({
  attempt: result,
  sent: result === params.last && last !== null && last.sent,
}));

sample({ clock: keyed, filter: ({ sent }) => !sent, target: reserveAttemptFx });
sample({
  clock: [reserveAttemptFx.done.map(({ params }) => params), sample({ clock: keyed, filter: ({ sent }) => sent })],
  target: orderAttemptFx,
});
$attempt
  .on(orderAttemptFx, (last) => last && { ...last, sent: true })
  .on(orderAttemptFx.fail, (last, { error }) =>
    last && surelyRefused(error.refusal) ? { ...last, sent: false } : last,
  )
  .reset(orderAttemptFx.done);

sample({
  clock: orderAttemptFx.doneData,
  fn: (order): PlacedOrder => ({ orderId: order.id, payUrl: order.result.payUrl }),
  target: orderPlaced,
});
$placed.on(orderPlaced, (_, placed) => placed).reset(submitReset);
sample({
  clock: orderPlaced,
  filter: ({ payUrl }) => payUrl !== null,
  fn: ({ payUrl }) => payUrl!,
  target: redirectFx,
});
$submitting.reset(reserveAttemptFx.fail, orderAttemptFx.finally, attemptFx.fail);

// A refusal lands at its fields (and products), its sentence above the button.
const refused = sample({
  clock: [reserveAttemptFx.failData, orderAttemptFx.failData],
  fn: ({ refusal }) => ({
    refusal,
    errors: formErrorsOf(refusal.kind === 'rejected' ? refusal.fieldErrors : {}),
  }),
});
sample({ clock: refused, fn: ({ errors }) => errors, target: formRefused });
/** The server refused the reservation or the order (the page may show the cart again). */
export const submitRefused = refused.map(({ refusal }) => refusal);
$submitFailure.on(refused, (_, { refusal, errors }) => refusalTextKey(refusal, errors));
sample({ clock: checkRefused, fn: formErrorsOf, target: formRefused });
$submitFailure.on(checkRefused, () => 'orderCheckFields');
