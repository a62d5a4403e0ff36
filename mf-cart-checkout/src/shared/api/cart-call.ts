// The cart's calls to the back end, through the gateway's same-origin /api proxy in the browser (it
// adds the bearer of a signed-in shopper, or the guest's cart key from the HttpOnly user_token
// cookie, so browser code names no owner). On the server the page's own scope knows the owner: the
// session's bearer, else the guest's token. One place reads the API's one error shape, and one place
// applies the spec's 401 rule (section 4): a refused cart call ends the session.
import { attach, createEffect, sample } from 'effector';
import { $apiContext, $guest, $session, $sessionLost, apiUrl, sessionExpired } from '@vitrina/events';
import type { ApiContext, GuestIdentity, ServerSession } from '@vitrina/events';

export type FieldErrors = Record<string, string[]>;

export type CallRefusal =
  /** The API refused: its code, message and the messages per field (empty when none). */
  | { kind: 'rejected'; status: number; code: string; message: string; fieldErrors: FieldErrors }
  /** No answer, or an answer without the error body. */
  | { kind: 'failed'; status: number }
  /** Not sent: the session was lost earlier on this page (spec: further calls are cancelled). */
  | { kind: 'stopped' };

export type CallResult = { kind: 'ok'; status: number; body: unknown } | CallRefusal;

export interface CartRequest {
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: Record<string, unknown>;
}

interface Owner {
  session: ServerSession | null;
  guest: GuestIdentity | null;
}

/** Server only (both are null in the browser, where the proxy adds the owner from the cookies). */
function ownerHeaders({ session, guest }: Owner): Record<string, string> {
  if (session) return { authorization: `Bearer ${session.bearer}` };
  return guest ? { 'x-guest-token': guest.userToken } : {};
}

function readRefusal(status: number, json: unknown): CallRefusal {
  const body = (json ?? {}) as { code?: unknown; message?: unknown; fieldErrors?: unknown };
  if (typeof body.code !== 'string') return { kind: 'failed', status };
  const fieldErrors = body.fieldErrors && typeof body.fieldErrors === 'object' ? (body.fieldErrors as FieldErrors) : {};
  const message = typeof body.message === 'string' ? body.message : '';
  return { kind: 'rejected', status, code: body.code, message, fieldErrors };
}

interface Send extends Owner {
  ctx: ApiContext;
  lost: boolean;
  request: CartRequest;
}

const sendFx = createEffect(async ({ ctx, lost, request, ...owner }: Send): Promise<CallResult> => {
  if (lost) return { kind: 'stopped' };
  const { method, path, query, body } = request;
  let res: Response;
  try {
    res = await fetch(apiUrl(ctx, { path, ...(query ? { query } : {}) }), {
      method,
      // The context's headers carry the page's language: refusals come in it.
      headers: {
        accept: 'application/json',
        ...ctx.headers,
        ...ownerHeaders(owner),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
      ...(ctx.signal ? { signal: ctx.signal } : {}),
    });
  } catch {
    return { kind: 'failed', status: 0 };
  }
  const json: unknown = res.status === 204 ? null : await res.json().catch(() => null);
  return res.ok ? { kind: 'ok', status: res.status, body: json } : readRefusal(res.status, json);
});

/** Sends one cart call in the page's scope; never throws (the result says what happened). */
export const cartCallFx = attach({
  source: { ctx: $apiContext, lost: $sessionLost, session: $session, guest: $guest },
  mapParams: (request: CartRequest, source) => ({ ...source, request }),
  effect: sendFx,
});

sample({
  clock: cartCallFx.doneData,
  filter: (result) => result.kind === 'rejected' && result.status === 401,
  fn: () => undefined,
  target: sessionExpired,
});

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
