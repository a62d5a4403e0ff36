// The cart's calls to the back end: @vitrina/events' personal call (the owner's headers on the
// server, the one reading of the API's error shape, the spec's 401 rule), narrowed to what a cart
// call is, plus the effect shape the cart's models wire (done with the body, failed with why).
import { attach, createEffect } from 'effector';
import { personalCallFx } from '@vitrina/events';
import type { CallRefusal, PersonalRequest } from '@vitrina/events';

export type { CallRefusal, CallResult, FieldErrors } from '@vitrina/events';

/** Cart calls are never anonymous (a 401 always ends the session) and send JSON only. */
export interface CartRequest extends Omit<PersonalRequest, 'anonymous' | 'body'> {
  body?: Record<string, unknown>;
}

/** Sends one cart call in the page's scope; never throws (the result says what happened). */
export const cartCallFx = attach({ effect: personalCallFx, mapParams: (request: CartRequest) => request });

/** A call that did not answer with success; `refusal` says how. */
export class CartCallError extends Error {
  constructor(readonly refusal: CallRefusal) {
    super(`cart call ${refusal.kind}`);
  }
}

/**
 * An effect for one cart call: done with the answer's body (typed by the contract), failed with a
 * CartCallError. Models wire `doneData` and `failData` instead of inspecting results.
 */
export function cartEffect<Params, Answer>(toRequest: (params: Params) => CartRequest) {
  return createEffect<Params, Answer, CartCallError>(async (params) => {
    const result = await cartCallFx(toRequest(params));
    if (result.kind !== 'ok') throw new CartCallError(result);
    return result.body as Answer;
  });
}
