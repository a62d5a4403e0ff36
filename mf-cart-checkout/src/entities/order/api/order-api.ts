// A placed order as its shopper sees it after ordering: the order (owned like the cart: the session's
// user, else the guest token) and where its payment stands. Personal calls: never anonymous.
import type { Order, OrderPaymentStatus } from '@vitrina/contract';
import { cartEffect } from '../../../shared/api/cart-call.ts';

export const readOrderFx = cartEffect<number, Order>((orderId) => ({
  method: 'GET',
  path: `general/v2/order/${orderId}`,
}));

/** Asks the payment provider on the server's side too: a pending payment settles on this call. */
export const checkPaymentFx = cartEffect<number, OrderPaymentStatus>((orderId) => ({
  method: 'GET',
  path: `general/v2/order/${orderId}/check-payment-status`,
}));
