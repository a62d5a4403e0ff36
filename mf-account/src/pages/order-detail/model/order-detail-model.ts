// One order's page: the order its URL names, and "Pay" for an order that still waits for its money:
// check-payment-status answers the provider's page, and the browser goes there with a full page load
// (the card is typed on the provider's page, never on the shop's: PCI SAQ A).
import { createEffect, createEvent, sample } from 'effector';
import type { Order, OrderPaymentStatus } from '@vitrina/contract';
import { ApiError, sessionExpired } from '@vitrina/events';
import { checkPaymentFx, createRecordLoad } from '../../../entities/order/index.ts';
import { accountUnits } from '../../../shared/lib/units.ts';

export const order = createRecordLoad<Order>('order', (id) => `general/v2/order/${id}`);

export const payPressed = createEvent<number>();

/** A full page load of the provider's page (a test gives its own handler). */
export const redirectFx = createEffect((url: string) => {
  window.location.assign(url);
});

export type PayState = 'idle' | 'opening' | 'failed' | 'not_needed';
export const $payState = accountUnits.store<PayState>('order/pay', 'idle', { serialize: 'ignore' });

$payState.on(payPressed, () => 'opening').reset(order.opened);
sample({ clock: payPressed, target: checkPaymentFx });
const answered = checkPaymentFx.done.map(({ params, result }) => ({ id: params, ...(result as OrderPaymentStatus) }));
sample({ clock: answered, filter: ({ payUrl }) => !!payUrl, fn: ({ payUrl }) => payUrl!, target: redirectFx });
// Leaving for the provider's page ends the press (Back from there finds the button usable again).
$payState.reset(redirectFx.done);
// Paid meanwhile (in another tab, or by the provider's late callback): the page shows the status now.
$payState.on(answered, (state, { payUrl }) => (payUrl ? state : 'not_needed'));
order.$record.on(answered, (shown, { id, status }) => (shown?.id === id ? { ...shown, status } : shown));
$payState.on(checkPaymentFx.fail, () => 'failed').on(redirectFx.fail, () => 'failed');
sample({
  clock: checkPaymentFx.failData,
  filter: (error) => error instanceof ApiError && error.status === 401,
  fn: () => undefined,
  target: sessionExpired,
});
