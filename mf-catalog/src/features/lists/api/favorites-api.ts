// The signed-in shopper's favourites on the server (the API's /favorites calls), reached from the
// browser through the gateway's same-origin /api proxy, which adds the session's bearer. Every
// answer is the whole list, newest first.
import { attach, createEffect } from 'effector';
import { $apiContext, ApiError, apiGetFx, apiPostFx, apiUrl } from '@vitrina/events';
import type { ApiContext } from '@vitrina/events';
import type { Favorites } from '@vitrina/contract';
import { MAX_FAVORITES, parseIds } from '../lib/list-rules.ts';

/** A toggle the server is told of: the product and the list as it was before the toggle. */
export interface FavoriteChange {
  productId: number;
  before: number[];
}

/** The answer's ids, kept to what the browser's list holds (the account may keep more). */
export const answerIds = (answer: unknown) =>
  parseIds((answer as Partial<Favorites> | null)?.product_ids, MAX_FAVORITES);

export const loadFavoritesFx = attach({ effect: apiGetFx, mapParams: () => ({ path: 'favorites' }) });

/** The browser's list joins the account's (ids the shop does not have are dropped there). */
export const mergeFavoritesFx = attach({
  effect: apiPostFx,
  mapParams: (ids: number[]) => ({ path: 'favorites/merge', body: { product_ids: ids } }),
});

export const addFavoriteFx = attach({
  effect: apiPostFx,
  mapParams: (change: FavoriteChange) => ({ path: 'favorites', body: { product_id: change.productId } }),
});

// The bus has helpers for GET and POST only; this call's DELETE carries a JSON body.
const deleteFavoriteFx = createEffect(async ({ ctx, productId }: { ctx: ApiContext; productId: number }) => {
  let res: Response;
  try {
    res = await fetch(apiUrl(ctx, { path: 'favorites' }), {
      method: 'DELETE',
      headers: { accept: 'application/json', 'content-type': 'application/json', ...ctx.headers },
      body: JSON.stringify({ product_id: productId }),
    });
  } catch {
    throw new ApiError(0, 'favorites');
  }
  if (!res.ok) throw new ApiError(res.status, 'favorites');
  return res.json() as Promise<unknown>;
});

export const removeFavoriteFx = attach({
  source: $apiContext,
  mapParams: (change: FavoriteChange, ctx) => ({ ctx, productId: change.productId }),
  effect: deleteFavoriteFx,
});
