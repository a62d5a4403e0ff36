import { attach, createEffect, createEvent } from 'effector';
import { $guest } from './guest.ts';
import { ownerHeaders, type CallOwner } from './owner-headers.ts';
import { $session } from './session.ts';
import { createUnitFactory } from './sid.ts';

/**
 * How code in any remote reaches the back end. On the server the gateway sets the back end's
 * address and the site headers in the request's scope; in the browser the base is the gateway's
 * same-origin proxy, which adds the site token itself (browser code never holds it).
 */
export interface ApiContext {
  baseUrl: string;
  headers: Record<string, string>;
  /**
   * Server only: may answer a GET from a short-lived cache shared by requests (the gateway keeps
   * the shop's frame data this way); `load` is the call itself, bounded by the signal given, and
   * tells its answer to `onAnswer` when given one (the cache keeps what the answer's headers say,
   * its cache tags) instead of to the context's.
   */
  cachedGet?: (
    url: string,
    headers: Record<string, string>,
    load: (signal?: AbortSignal, onAnswer?: (answer: CallAnswer) => void) => Promise<unknown>,
  ) => Promise<unknown>;
  /** Server only: the page's deadline. A call still running when it fires fails (status 0). */
  signal?: AbortSignal;
  /**
   * Server only: told of every call that failed for a reason other than the answer itself (no
   * answer, a timeout, 5xx, 429). A page that saw one is not stored in the page cache.
   */
  onFailure?: (failure: CallFailure) => void;
  /**
   * Server only: told of every answer the back end sent this page's calls, with its headers (an
   * answer a `cachedGet` copy stood in for was sent to another page). The gateway reads the back
   * end's `Dev-Mode` echo from it, and the answer's `Cache-Tag` (what the page it stores shows).
   */
  onAnswer?: (answer: CallAnswer) => void;
}

export interface CallAnswer {
  path: string;
  status: number;
  headers: Headers;
}

export interface CallFailure {
  path: string;
  /** 0 when no answer came (refused, reset, timed out). */
  status: number;
}

/** Failures that say nothing about the object asked for: the back end was down, slow or busy. */
export const isTransientStatus = (status: number) => status === 0 || status === 408 || status === 429 || status >= 500;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
    /** The refusal's body when the back end sent one (a 400 names the fields it refused). */
    readonly answer?: unknown,
  ) {
    super(`back end answered ${status} for ${path}`);
  }
}

const units = createUnitFactory('api');
export const $apiContext = units.store<ApiContext>(
  'context',
  { baseUrl: '/api', headers: {} },
  { serialize: 'ignore' },
);

export interface ApiGet {
  path: string;
  query?: Record<string, string | number | undefined>;
}

export function apiUrl(ctx: ApiContext, request: ApiGet): string {
  const base = ctx.baseUrl.replace(/\/$/, '');
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const qs = params.toString();
  return `${base}/${request.path.replace(/^\//, '')}${qs ? `?${qs}` : ''}`;
}

const fetchJsonFx = createEffect(async ({ ctx, request }: { ctx: ApiContext; request: ApiGet }): Promise<unknown> => {
  const url = apiUrl(ctx, request);
  const load = async (signal = ctx.signal, onAnswer = ctx.onAnswer) => {
    let res: Response;
    try {
      res = await fetch(url, {
        headers: { accept: 'application/json', ...ctx.headers },
        ...(signal ? { signal } : {}),
      });
    } catch {
      // Refused, reset or past the deadline: no answer at all.
      throw new ApiError(0, request.path);
    }
    onAnswer?.({ path: request.path, status: res.status, headers: res.headers });
    if (!res.ok) throw new ApiError(res.status, request.path);
    return res.json() as Promise<unknown>;
  };
  try {
    return await (ctx.cachedGet ? ctx.cachedGet(url, ctx.headers, load) : load());
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 0;
    if (isTransientStatus(status)) ctx.onFailure?.({ path: request.path, status });
    throw error instanceof ApiError ? error : new ApiError(0, request.path);
  }
});

/** GET a back-end call in the current scope's context. */
export const apiGetFx = attach({
  source: $apiContext,
  mapParams: (request: ApiGet, ctx) => ({ ctx, request }),
  effect: fetchJsonFx,
});

/**
 * A personal call's context: on the server the owner's headers (the browser's calls get them from
 * the /api proxy instead), and never the shared frame-data cache, which answers every shopper.
 */
function personalContext(ctx: ApiContext, owner: CallOwner): ApiContext {
  const { cachedGet: _shared, ...own } = ctx;
  return { ...own, headers: { ...own.headers, ...ownerHeaders(owner) } };
}

/** GET the signed-in shopper's own data (the cabinet's pages, their orders) in the current scope. */
export const personalGetFx = attach({
  source: { ctx: $apiContext, session: $session, guest: $guest },
  mapParams: (request: ApiGet, { ctx, ...owner }) => ({ ctx: personalContext(ctx, owner), request }),
  effect: fetchJsonFx,
});

const postJsonFx = createEffect(async ({ ctx, request }: { ctx: ApiContext; request: ApiPost }): Promise<unknown> => {
  let res: Response;
  try {
    res = await fetch(apiUrl(ctx, request), {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', ...ctx.headers },
      body: JSON.stringify(request.body),
      // The page's deadline bounds a server render's posts too (the product page's slug check).
      ...(ctx.signal ? { signal: ctx.signal } : {}),
    });
  } catch {
    throw new ApiError(0, request.path);
  }
  ctx.onAnswer?.({ path: request.path, status: res.status, headers: res.headers });
  // A refused post (a form the API found invalid) keeps the API's answer for the caller to read.
  if (!res.ok) throw new ApiError(res.status, request.path, await res.json().catch(() => undefined));
  return res.json();
});

export interface ApiPost extends ApiGet {
  body: unknown;
}

/** POST a JSON body to a back-end call in the current scope's context (never cached). */
export const apiPostFx = attach({
  source: $apiContext,
  mapParams: (request: ApiPost, ctx) => ({ ctx, request }),
  effect: postJsonFx,
});

/** Set per scope: by the gateway for a server render, by the shell when the page starts. */
export const apiContextSet = createEvent<ApiContext>();
$apiContext.on(apiContextSet, (_, next) => next);
