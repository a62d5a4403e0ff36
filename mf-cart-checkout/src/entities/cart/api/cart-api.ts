// One effect per cart call of the back end (spec, section 7; shapes in @vitrina/contract's cart.ts).
// No owner is sent: the proxy (browser) or the page's scope (server) adds it, see cart-call.ts.
import type { Cart, CartBulkAdd, PromoResult, productCardSchema } from '@vitrina/contract';
import type { BulkOrderItem } from '@vitrina/domain';
import { cartEffect } from '../../../shared/api/cart-call.ts';

export type ProductCard = ReturnType<(typeof productCardSchema)['parse']>;

export interface LineChange {
  productId: number;
  /** Units to add or take off; the product's multiplicity when left out (the server's default). */
  count?: number;
}

const withCount = ({ productId, count }: LineChange) => ({ product_id: productId, ...(count ? { count } : {}) });

/** fetch-all answers an array; the spec's client reads its first element. */
export const fetchCartFx = cartEffect<void, Cart[]>(() => ({ method: 'GET', path: 'general/cart/fetch-all' }));

export const addItemFx = cartEffect<LineChange, Cart>((change) => ({
  method: 'POST',
  path: 'general/cart/add-item',
  body: withCount(change),
}));

export const reduceItemFx = cartEffect<LineChange, Cart>((change) => ({
  method: 'POST',
  path: 'general/cart/reduce-item',
  body: withCount(change),
}));

export const removeItemsFx = cartEffect<{ productIds: number[] }, Cart>(({ productIds }) => ({
  method: 'POST',
  path: 'general/cart/remove-item',
  body: { product_ids: productIds },
}));

export const setLoyaltyFx = cartEffect<{ productId: number; active: boolean }, Cart>(({ productId, active }) => ({
  method: 'POST',
  path: 'general/cart/set-loyalty-item',
  body: { product_id: productId, active },
}));

/** The bulk order: products by code; the answer is the whole cart and the lines left out. */
export const bulkAddFx = cartEffect<{ items: BulkOrderItem[] }, CartBulkAdd>(({ items }) => ({
  method: 'POST',
  path: 'general/cart/bulk-add',
  body: { items: items.map(({ code, count }) => (count === null ? { code } : { code, count })) },
}));

/** 200 when the cart can be ordered; a 400 lists each product's problems (field `products.<id>`). */
export const validateCartFx = cartEffect<{ confirmed: number[] }, { valid: true }>(({ confirmed }) => ({
  method: 'GET',
  path: 'general/cart/validate-products',
  ...(confirmed.length ? { query: { prescription_confirmed: confirmed.join(',') } } : {}),
}));

/** Refusals come as `fieldErrors.code: [the shopper's sentence]`, in the page's language. */
export const applyPromoFx = cartEffect<{ code: string }, PromoResult>(({ code }) => ({
  method: 'POST',
  path: 'general/promo-code/update_prices',
  body: { code },
}));

export const loadAssociatedFx = cartEffect<{ productId: number }, ProductCard[]>(({ productId }) => ({
  method: 'GET',
  path: 'general/associated-products',
  query: { product_id: productId },
}));
