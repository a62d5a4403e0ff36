// A back end for model tests: `fetch` answered by the test, every call recorded as the API sees it
// (method, path with its query, JSON body, headers), so a test asserts the calls a shopper's page
// makes. Also a local storage in memory, and the carts the answers carry.
import { vi } from 'vitest';
import type { Cart, CartProduct } from '@vitrina/contract';

export interface SeenCall {
  method: string;
  /** The path under the /api proxy with its query, e.g. general/cart/validate-products?x=1. */
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

export type Answer = (call: SeenCall) => Response | Promise<Response>;

export function fakeBackEnd(answer: Answer): SeenCall[] {
  const calls: SeenCall[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const call = {
      method: init.method ?? 'GET',
      url: url.replace(/^(?:https?:\/\/[^/]+)?\/api\//, ''),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    return answer(call);
  });
  return calls;
}

/** Answers by path (without the query); a path not listed is a 404 in the API's error shape. */
export function byPath(answers: Record<string, (call: SeenCall) => Response>): Answer {
  return (call) => {
    const path = call.url.split('?')[0]!;
    const answer = answers[path];
    return answer ? answer(call) : refusal(404, 'not_found');
  };
}

export const refusal = (status: number, code: string, fieldErrors: Record<string, string[]> = {}) =>
  Response.json({ code, message: code, fieldErrors }, { status });

/** The browser's local storage, in memory (and a window, since the cart reads storage only in browsers). */
export function memoryStorage(): Map<string, string> {
  const items = new Map<string, string>();
  if (typeof window === 'undefined') vi.stubGlobal('window', {});
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  });
  return items;
}

export function line(productId: number, fields: Partial<CartProduct> = {}): CartProduct {
  return {
    id: productId,
    product_id: productId,
    title: `Product ${productId}`,
    code: `P-${productId}`,
    url: `/product/p-${productId}`,
    img: `/media/products/${productId}.svg`,
    price: 10.5,
    old_price: null,
    count: 1,
    multiplicity: 1,
    stock: 100,
    home_delivery: true,
    card_payment_available: true,
    is_recipe: false,
    is_loyalty_active: false,
    loyalty_checked: false,
    loyalty_give: 0,
    active: true,
    available: true,
    has_associated_products: false,
    ...fields,
  };
}

/** A cart as the server answers it; its sums are the test's, the browser adds nothing up. */
export function cart(products: CartProduct[], fields: Partial<Cart> = {}): Cart {
  return {
    total_count: products.reduce((sum, item) => sum + item.count, 0),
    total_discount: 0,
    total_price: 99.9,
    loyalty_give: 0,
    currency: 'MDL',
    promo_code: null,
    products,
    ...fields,
  };
}
