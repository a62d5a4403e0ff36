// A shopper's own calls (account, cart) from any remote, and the one reading of their answers: the
// API's one error shape becomes a result, and the spec's 401 rule (section 4) lives here alone.
// In the browser they go through the gateway's same-origin /api proxy, which adds the owner from
// the HttpOnly cookies (browser code names no owner); on the server the page's scope knows it.
import { attach, createEffect, sample } from 'effector';
import { $apiContext, apiUrl } from './api.ts';
import type { ApiContext } from './api.ts';
import { $sessionLost, sessionExpired } from './bus.ts';
import { $guest } from './guest.ts';
import { ownerHeaders, type CallOwner } from './owner-headers.ts';
import { $session } from './session.ts';

export type FieldErrors = Record<string, string[]>;

export interface PersonalRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  query?: Record<string, string | number | undefined>;
  /** A JSON object, or a form (a picture upload) sent as multipart. */
  body?: Record<string, unknown> | FormData;
  /** The call's own headers (the cart's x-tab-id); they never replace the owner's. */
  headers?: Record<string, string>;
  /** A sign-in or a call made without a session: its 401 is an answer, not the end of a session. */
  anonymous?: boolean;
}

export type CallRefusal =
  /**
   * The API refused: its code, message and the messages per field (empty when none), and the
   * whole answer for the callers that read more of it (a 409's `currentVersion`).
   */
  | { kind: 'rejected'; status: number; code: string; message: string; fieldErrors: FieldErrors; body: unknown }
  /** No answer, or an answer without the error body ('Unknown error occurred'). */
  | { kind: 'failed'; status: number }
  /** Not sent: the session was lost earlier on this page (spec: further calls are cancelled). */
  | { kind: 'stopped' };

export type CallResult<T = unknown> = { kind: 'ok'; status: number; body: T } | CallRefusal;

function readRefusal(status: number, json: unknown): CallRefusal {
  const body = (json ?? {}) as { code?: unknown; message?: unknown; fieldErrors?: unknown };
  if (typeof body.code !== 'string') return { kind: 'failed', status };
  const fieldErrors = body.fieldErrors && typeof body.fieldErrors === 'object' ? (body.fieldErrors as FieldErrors) : {};
  const message = typeof body.message === 'string' ? body.message : '';
  return { kind: 'rejected', status, code: body.code, message, fieldErrors, body: json };
}

interface Send extends CallOwner {
  ctx: ApiContext;
  lost: boolean;
  request: PersonalRequest;
}

const sendFx = createEffect(async ({ ctx, lost, request, ...owner }: Send): Promise<CallResult> => {
  if (lost && !request.anonymous) return { kind: 'stopped' };
  const { method, path, query, body, headers } = request;
  const isJson = body !== undefined && !(body instanceof FormData);
  let res: Response;
  try {
    res = await fetch(apiUrl(ctx, { path, ...(query ? { query } : {}) }), {
      method,
      // The context's headers carry the page's language: letters, messages and refusals come in it.
      headers: {
        accept: 'application/json',
        ...ctx.headers,
        ...headers,
        ...ownerHeaders(owner),
        ...(isJson ? { 'content-type': 'application/json' } : {}),
      },
      ...(body === undefined ? {} : { body: body instanceof FormData ? body : JSON.stringify(body) }),
      // The page's deadline, on the server: a call still running when it fires fails (status 0).
      ...(ctx.signal ? { signal: ctx.signal } : {}),
    });
  } catch {
    return { kind: 'failed', status: 0 };
  }
  const json: unknown = res.status === 204 ? null : await res.json().catch(() => null);
  return res.ok ? { kind: 'ok', status: res.status, body: json } : readRefusal(res.status, json);
});

/** Sends one personal call in the page's scope; never throws (the result says what happened). */
export const personalCallFx = attach({
  source: { ctx: $apiContext, lost: $sessionLost, session: $session, guest: $guest },
  mapParams: (request: PersonalRequest, source) => ({ ...source, request }),
  effect: sendFx,
});

sample({
  clock: personalCallFx.done,
  filter: ({ params, result }) => !params.anonymous && result.kind === 'rejected' && result.status === 401,
  fn: () => undefined,
  target: sessionExpired,
});
