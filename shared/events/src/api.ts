import { attach, createEffect, createEvent } from 'effector';
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
   * the shop's frame data this way); `load` is the call itself.
   */
  cachedGet?: (url: string, headers: Record<string, string>, load: () => Promise<unknown>) => Promise<unknown>;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
  ) {
    super(`back end answered ${status} for ${path}`);
  }
}

const units = createUnitFactory('api');
export const $apiContext = units.store<ApiContext>('context', { baseUrl: '/api', headers: {} }, { serialize: 'ignore' });

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
  const load = async () => {
    const res = await fetch(url, { headers: { accept: 'application/json', ...ctx.headers } });
    if (!res.ok) throw new ApiError(res.status, request.path);
    return res.json() as Promise<unknown>;
  };
  return ctx.cachedGet ? ctx.cachedGet(url, ctx.headers, load) : load();
});

/** GET a back-end call in the current scope's context. */
export const apiGetFx = attach({
  source: $apiContext,
  mapParams: (request: ApiGet, ctx) => ({ ctx, request }),
  effect: fetchJsonFx,
});

const postJsonFx = createEffect(async ({ ctx, request }: { ctx: ApiContext; request: ApiPost }): Promise<unknown> => {
  const res = await fetch(apiUrl(ctx, request), {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json', ...ctx.headers },
    body: JSON.stringify(request.body),
  });
  if (!res.ok) throw new ApiError(res.status, request.path);
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
