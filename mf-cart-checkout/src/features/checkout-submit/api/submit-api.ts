// Placing the order (spec 4, "Order"; spec 7): the reservation check (general/cart/create-reservation:
// 204 lets the order go on, anything else blocks it) and the order itself (general/v3/order, 201,
// with the press's Idempotency-Key; on credit general/iute-credit/create-order, the same body with
// the program and term, the same key rules). Owned like the cart: the session's user, else the guest
// token.
import { createEffect } from 'effector';
import type { Order, OrderCreateRequest, ReservationRequest } from '@vitrina/contract';
import { CartCallError, cartCallFx, cartEffect } from '../../../shared/api/cart-call.ts';

/** The cart's order; on credit (payment_method `credit`) with the program and term. */
export type OrderBody = OrderCreateRequest & { program_id?: number; months?: number };
export type ReservationBody = ReservationRequest;
export type OrderCreated = Order & { result: { payUrl: string | null } };

/** Done only on 204; any other answer, a 200 included, is a refusal to order now. */
export const reserveFx = createEffect<ReservationBody, void, CartCallError>(async (body) => {
  const result = await cartCallFx({ method: 'POST', path: 'general/cart/create-reservation', body: { ...body } });
  if (result.kind === 'ok' && result.status === 204) return;
  throw new CartCallError(result.kind === 'ok' ? { kind: 'failed', status: result.status } : result);
});

export const createOrderFx = cartEffect<{ body: OrderBody; key: string }, OrderCreated>(({ body, key }) => ({
  method: 'POST',
  path: body.payment_method === 'credit' ? 'general/iute-credit/create-order' : 'general/v3/order',
  body: { ...body },
  headers: { 'idempotency-key': key },
}));
