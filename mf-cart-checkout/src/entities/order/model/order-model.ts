// The order a page shows after ordering (the success page, the payment status page): loaded by id
// through the shopper's own call, so anyone else's order is simply not found.
import { createEvent, sample } from 'effector';
import type { Order } from '@vitrina/contract';
import type { CartCallError } from '../../../shared/api/cart-call.ts';
import { cartUnits } from '../../../shared/lib/units.ts';
import { readOrderFx } from '../api/order-api.ts';

export type OrderLoad = 'idle' | 'loading' | 'ready' | 'missing' | 'failed';

/** A page names the order it shows (an id from its URL). */
export const orderOpened = createEvent<number>();

export const $order = cartUnits
  .store<Order | null>('order/data', null)
  .on(readOrderFx.doneData, (_, order) => order)
  .reset(orderOpened);

/** The API answers 404 (and 400 for an id it cannot read) for an order that is not the caller's. */
export const isOrderMissing = (error: CartCallError) =>
  error.refusal.kind === 'rejected' && (error.refusal.status === 404 || error.refusal.status === 400);

export const $orderLoad = cartUnits
  .store<OrderLoad>('order/load', 'idle')
  .on(orderOpened, () => 'loading')
  .on(readOrderFx.done, () => 'ready')
  .on(readOrderFx.failData, (_, error) => (isOrderMissing(error) ? 'missing' : 'failed'));

sample({ clock: orderOpened, target: readOrderFx });
