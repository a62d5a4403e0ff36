// Placing the order: the reservation check, the order with its Idempotency-Key, the refusal at its
// fields and above the button, and where the shopper goes next.
export {
  $placed,
  $submitFailure,
  $submitting,
  checkRefused,
  attemptFx,
  orderPlaced,
  orderSubmitted,
  redirectFx,
  submitRefused,
  submitReset,
} from './model/submit-model.ts';
export type { PlacedOrder, SubmitRequest } from './model/submit-model.ts';
export { createOrderFx, reserveFx } from './api/submit-api.ts';
export type { OrderBody, OrderCreated, ReservationBody } from './api/submit-api.ts';
export { PROMO_REFUSALS, refusalTextKey, surelyRefused } from './lib/refusal-text.ts';
export { FAILURE_ID, PlaceOrder } from './ui/PlaceOrder.tsx';
