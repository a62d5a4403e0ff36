// The adverts' own calls (a favourite, a new advert, a complaint): @vitrina/events' personal call (the
// owner's headers on the server, the one reading of the API's error shape, the spec's 401 rule), and
// the effect shape the models wire: done with the answer's body, failed with the refusal.
import { createEffect } from 'effector';
import { personalCallFx } from '@vitrina/events';
import type { CallRefusal, PersonalRequest } from '@vitrina/events';

export type { CallRefusal, CallResult, FieldErrors, PersonalRequest } from '@vitrina/events';
export { personalCallFx as advertCallFx };

/** A call that did not answer with success; `refusal` says how. */
export class AdvertCallError extends Error {
  constructor(readonly refusal: CallRefusal) {
    super(`advert call ${refusal.kind}`);
  }
}

/** An effect for one call: done with the answer's body (typed by the contract), failed with an AdvertCallError. */
export function advertEffect<Params, Answer>(toRequest: (params: Params) => PersonalRequest) {
  return createEffect<Params, Answer, AdvertCallError>(async (params) => {
    const result = await personalCallFx(toRequest(params));
    if (result.kind !== 'ok') throw new AdvertCallError(result);
    return result.body as Answer;
  });
}

/** The refusal's messages per field ({} for a call that got no answer). */
export const fieldErrorsOf = (error: AdvertCallError) =>
  error.refusal.kind === 'rejected' ? error.refusal.fieldErrors : {};
