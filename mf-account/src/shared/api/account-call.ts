// The account calls a shopper's action makes from the browser, through the gateway's same-origin
// /api proxy: it adds the bearer from the HttpOnly cookie, keeps tokens out of the answers and
// checks the Origin of state-changing calls. One place reads the API's one error shape, and one
// place applies the spec's 401 rule (section 4): a refused non-sign-in call ends the session.
import { attach, createEffect, sample } from 'effector';
import { $apiContext, $sessionLost, apiUrl, sessionExpired } from '@vitrina/events';
import type { ApiContext } from '@vitrina/events';

export type FieldErrors = Record<string, string[]>;

export type CallResult<T = unknown> =
  | { kind: 'ok'; status: number; body: T }
  /** The API refused: its code, message and the messages per field (empty when none). */
  | { kind: 'rejected'; status: number; code: string; message: string; fieldErrors: FieldErrors }
  /** No answer, or an answer without the error body ('Unknown error occurred'). */
  | { kind: 'failed'; status: number }
  /** Not sent: the session was lost earlier on this page (spec: further calls are cancelled). */
  | { kind: 'stopped' };

export interface AccountRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: Record<string, unknown> | FormData;
  /** A sign-in or a call made without a session: its 401 is an answer, not the end of a session. */
  anonymous?: boolean;
}

interface ErrorBody {
  code?: unknown;
  message?: unknown;
  fieldErrors?: unknown;
}

function readRefusal(status: number, json: unknown): CallResult {
  const body = (json ?? {}) as ErrorBody;
  if (typeof body.code !== 'string') return { kind: 'failed', status };
  const fieldErrors = body.fieldErrors && typeof body.fieldErrors === 'object' ? (body.fieldErrors as FieldErrors) : {};
  const message = typeof body.message === 'string' ? body.message : '';
  return { kind: 'rejected', status, code: body.code, message, fieldErrors };
}

const sendFx = createEffect(
  async ({ ctx, lost, request }: { ctx: ApiContext; lost: boolean; request: AccountRequest }): Promise<CallResult> => {
    if (lost && !request.anonymous) return { kind: 'stopped' };
    const isJson = request.body !== undefined && !(request.body instanceof FormData);
    let res: Response;
    try {
      res = await fetch(apiUrl(ctx, { path: request.path, ...(request.query ? { query: request.query } : {}) }), {
        method: request.method,
        // The context's headers carry the page's language: letters and messages come in it.
        headers: {
          accept: 'application/json',
          ...ctx.headers,
          ...(isJson ? { 'content-type': 'application/json' } : {}),
        },
        ...(request.body === undefined
          ? {}
          : { body: request.body instanceof FormData ? request.body : JSON.stringify(request.body) }),
      });
    } catch {
      return { kind: 'failed', status: 0 };
    }
    const json: unknown = res.status === 204 ? null : await res.json().catch(() => null);
    if (res.ok) return { kind: 'ok', status: res.status, body: json };
    return readRefusal(res.status, json);
  },
);

/** Sends one account call in the page's scope; never throws (the result says what happened). */
export const accountCallFx = attach({
  source: { ctx: $apiContext, lost: $sessionLost },
  mapParams: (request: AccountRequest, { ctx, lost }) => ({ ctx, lost, request }),
  effect: sendFx,
});

sample({
  clock: accountCallFx.done,
  filter: ({ params, result }) => !params.anonymous && result.kind === 'rejected' && result.status === 401,
  fn: () => undefined,
  target: sessionExpired,
});
