// Where one of the shopper's orders' payment stands: a personal call (the session's bearer on the
// server, the /api proxy's cookies in the browser). Anyone else's order answers 404.
import { attach } from 'effector';
import { personalGetFx } from '@vitrina/events';

/**
 * check-payment-status: the order's status once the provider was asked, and the page to pay it on
 * while it still waits for its money (the API starts a payment when none is open).
 */
export const checkPaymentFx = attach({
  effect: personalGetFx,
  mapParams: (orderId: number) => ({ path: `general/v2/order/${orderId}/check-payment-status` }),
});
