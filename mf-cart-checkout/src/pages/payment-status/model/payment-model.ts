// The payment status page's questions: after the provider sends the shopper back, the shop may not
// know the outcome yet (the provider's call to the shop can come later than the shopper). The page
// asks check-payment-status (which also asks the provider) at once, then again after 1, 2, 3, 4 s
// and every 5 s, while the payment waits; after POLL_LIMIT questions it stops and offers "check
// again" (a tab left open must not ask forever). Leaving the page stops it.
import { attach, combine, createEvent, sample } from 'effector';
import type { OrderPaymentStatus } from '@vitrina/contract';
import { checkPaymentFx, isOrderMissing } from '../../../entities/order/index.ts';
import { cartUnits } from '../../../shared/lib/units.ts';
import { waitFx } from '../../../shared/lib/wait.ts';

export const POLL_LIMIT = 40;
export const pollDelayMs = (questionsAsked: number) => Math.min(questionsAsked, 5) * 1000;

export interface PaymentState extends OrderPaymentStatus {
  orderId: number;
}

/** In the browser: the page shows this order (asks now, then keeps asking while it waits). */
export const paymentWatched = createEvent<number>();
export const paymentLeft = createEvent();
export const checkAgainPressed = createEvent();

const $watched = cartUnits.store<number | null>('payment/watched', null, { serialize: 'ignore' });
export const $payment = cartUnits.store<PaymentState | null>('payment/state', null);
const $asked = cartUnits.store('payment/asked', 0, { serialize: 'ignore' });
/** The last question got no answer (the shop or the network failed); the page says so and goes on. */
export const $checkFailed = cartUnits.store('payment/check-failed', false, { serialize: 'ignore' });

$watched.on(paymentWatched, (_, orderId) => orderId).reset(paymentLeft);
$payment.on(checkPaymentFx.done, (_, { params, result }) => ({ orderId: params, ...result }));
$asked.on(checkPaymentFx.finally, (asked) => asked + 1).reset(paymentWatched, checkAgainPressed);
$checkFailed.on(checkPaymentFx.fail, () => true).on(checkPaymentFx.done, () => false);

const isWaiting = (payment: PaymentState | null, orderId: number) =>
  payment?.orderId !== orderId || payment.status === 'awaiting_payment';

/** Asked POLL_LIMIT times and the payment still waits: the page stops asking by itself. */
export const $gaveUp = combine(
  $asked,
  $payment,
  $watched,
  (asked, payment, watched) => watched !== null && asked >= POLL_LIMIT && isWaiting(payment, watched),
);

const pauseFx = attach({ effect: waitFx, mapParams: (pause: { orderId: number; ms: number }) => pause.ms });

sample({ clock: paymentWatched, target: checkPaymentFx });
sample({
  clock: checkAgainPressed,
  source: $watched,
  filter: (id) => id !== null,
  fn: (id) => id!,
  target: checkPaymentFx,
});

sample({
  clock: checkPaymentFx.finally,
  source: { watched: $watched, payment: $payment, asked: $asked },
  filter: ({ watched, payment, asked }, settled) =>
    watched === settled.params &&
    asked < POLL_LIMIT &&
    (settled.status === 'fail' ? !isOrderMissing(settled.error) : isWaiting(payment, settled.params)),
  fn: ({ asked }, { params }) => ({ orderId: params, ms: pollDelayMs(asked) }),
  target: pauseFx,
});

sample({
  clock: pauseFx.done,
  source: $watched,
  filter: (watched, { params }) => watched === params.orderId,
  fn: (_, { params }) => params.orderId,
  target: checkPaymentFx,
});
