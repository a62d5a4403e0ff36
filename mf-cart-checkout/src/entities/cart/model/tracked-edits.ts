// The edits a shopper makes inside the cart (more, fewer, a typed count, remove), each told to the
// data layer once the server took it: add_to_cart or remove_from_cart with the units that changed.
// An add pressed on a product page is not told here: mf-catalog's buy button tells it on the press.
import { attach, createEffect, sample } from 'effector';
import type { Cart } from '@vitrina/contract';
import { pushCartEvent } from '../../../shared/lib/data-layer.ts';
import type { CartEvent, DataLayerItem } from '../../../shared/lib/data-layer.ts';
import { addItemFx, reduceItemFx, removeItemsFx } from '../api/cart-api.ts';
import { dataLayerItem, findLine } from '../lib/line-data.ts';

export interface TrackedChange {
  productId: number;
  /** Units added or taken off (the whole line for a removal). */
  count: number;
  event: CartEvent;
  item: DataLayerItem;
  currency: string;
}

/** The change of `count` units of a line the cart holds, or null when it holds no such line. */
export function trackedChange(
  cart: Cart | null,
  productId: number,
  count: number,
  event: CartEvent,
): TrackedChange | null {
  const line = findLine(cart?.products, productId);
  if (!cart || !line) return null;
  return { productId, count, event, item: dataLayerItem(line, count), currency: cart.currency };
}

export const trackedAddFx = attach({
  effect: addItemFx,
  mapParams: ({ productId, count }: TrackedChange) => ({ productId, count }),
});
export const trackedReduceFx = attach({
  effect: reduceItemFx,
  mapParams: ({ productId, count }: TrackedChange) => ({ productId, count }),
});
export const trackedRemoveFx = attach({
  effect: removeItemsFx,
  mapParams: ({ productId }: TrackedChange) => ({ productIds: [productId] }),
});

const tellDataLayerFx = createEffect(({ event, currency, item }: TrackedChange) =>
  pushCartEvent(event, currency, [item]),
);

sample({
  clock: [trackedAddFx.done, trackedReduceFx.done, trackedRemoveFx.done],
  fn: ({ params }) => params,
  target: tellDataLayerFx,
});
