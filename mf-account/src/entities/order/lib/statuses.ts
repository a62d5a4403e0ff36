// The words of an order's status and payment method, and when it can still be paid. The API's
// lists are typed here without its schemas (no zod in the page's chunk): the Records make a status
// or method the API adds fail to compile until it has its text in every language.
import type { Order, OrderStatus } from '@vitrina/contract';
import type { AccountTextKey } from '../../../i18n/index.ts';

export const ORDER_STATUS_TEXTS: Record<OrderStatus, AccountTextKey> = {
  new: 'orderStatusNew',
  awaiting_payment: 'orderStatusAwaitingPayment',
  paid: 'orderStatusPaid',
  payment_failed: 'orderStatusPaymentFailed',
  cancelled: 'orderStatusCancelled',
  completed: 'orderStatusCompleted',
};

/** The statuses the list's filter offers, in the API's order. */
export const ORDER_STATUSES = Object.keys(ORDER_STATUS_TEXTS) as OrderStatus[];

export const PAYMENT_METHOD_TEXTS: Record<Order['payment_method'], AccountTextKey> = {
  cash: 'paymentCash',
  card_on_delivery: 'paymentCardOnDelivery',
  online: 'paymentOnline',
  credit: 'paymentCredit',
};

/**
 * Whether the order still waits for its money online: awaiting its first payment, or declined and
 * payable again (the API starts a new payment then). Paid, cancelled and offline orders are not.
 */
export const awaitsPayment = (order: Pick<Order, 'payment_method' | 'status'>): boolean =>
  order.payment_method === 'online' && (order.status === 'awaiting_payment' || order.status === 'payment_failed');
