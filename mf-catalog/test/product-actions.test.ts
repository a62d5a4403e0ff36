// What the product page's buttons and forms hand on: the buy intent on the bus (with the quantity
// in whole steps) and in the data layer; a review checked with the API's schema, then sent.
import { allSettled, createStore, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addToCartRequested } from '@vitrina/events';
import type { ProductIntent } from '@vitrina/events';
import { buyPressed } from '../src/pages/product/buy-model.ts';
import { checkReview, sendReview } from '../src/pages/product/review-draft.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('add to cart', () => {
  const item = { item_id: 'PHA-00254', item_name: 'Fier chelat', price: 16.09 };

  it('puts the intent on the bus with the typed quantity in whole steps of the multiplicity', async () => {
    const $asked = createStore<ProductIntent[]>([]).on(addToCartRequested, (all, intent) => [...all, intent]);
    const scope = fork();
    await allSettled(buyPressed, { scope, params: { productId: 641, typed: 1.2, step: 0.5, item, currency: 'MDL' } });
    await allSettled(buyPressed, { scope, params: { productId: 641, typed: 0, step: 1, item, currency: 'MDL' } });
    expect(scope.getState($asked)).toEqual([
      { productId: 641, quantity: 1 },
      { productId: 641, quantity: 1 },
    ]);
  });

  it('tells the data layer add_to_cart with the same quantity', async () => {
    vi.stubGlobal('window', {});
    await allSettled(buyPressed, { scope: fork(), params: { productId: 641, typed: 3.3, step: 0.5, item, currency: 'MDL' } });
    const layer = (globalThis as unknown as { window: { dataLayer: unknown[] } }).window.dataLayer;
    expect(layer.at(-1)).toEqual({ event: 'add_to_cart', ecommerce: { currency: 'MDL', value: 16.09 * 3.5, items: [{ ...item, quantity: 3.5 }] } });
  });
});

describe('review form', () => {
  it('names the problem of each field: blank is required, short is too short', () => {
    expect(checkReview(641, { author: '', rating: '', text: 'short' })).toEqual({ errors: { author: 'required', rating: 'required', text: 'too_short' } });
    expect(checkReview(641, { author: 'A', rating: '4', text: '   ' })).toEqual({ errors: { author: 'too_short', text: 'required' } });
  });

  it('gives the body the API takes, trimmed', () => {
    expect(checkReview(641, { author: ' Ana ', rating: '5', text: ' Works as promised. ' })).toEqual({
      body: { product_id: 641, author: 'Ana', rating: 5, text: 'Works as promised.' },
    });
  });

  it('posts to the product-review call and returns the published review', async () => {
    const review = { id: 9, product_id: 641, author: 'Ana', rating: 5, text: 'Works as promised.', likes: 0, dislikes: 0, created_at: '2026-11-23T07:00:00.000Z' };
    const post = vi.fn(async () => new Response(JSON.stringify(review), { status: 201, headers: { 'content-type': 'application/json' } }));
    const result = await sendReview({ product_id: 641, author: 'Ana', rating: 5, text: 'Works as promised.' }, post);
    expect(result).toEqual({ sent: review });
    expect(post).toHaveBeenCalledWith('/api/general/product-review', expect.objectContaining({ method: 'POST', body: JSON.stringify({ product_id: 641, author: 'Ana', rating: 5, text: 'Works as promised.' }) }));
  });

  it('marks the fields the API refused, and survives a network failure', async () => {
    const refused = async () => new Response(JSON.stringify({ code: 'validation_failed', message: 'bad', fieldErrors: { text: ['at least 10 characters'] } }), { status: 400 });
    expect(await sendReview({ product_id: 641, author: 'Ana', rating: 5, text: 'x'.repeat(10) }, refused)).toEqual({ failed: true, errors: { text: 'invalid' } });
    const offline = async (): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    };
    expect(await sendReview({ product_id: 641, author: 'Ana', rating: 5, text: 'x'.repeat(10) }, offline)).toEqual({ failed: true, errors: {} });
  });
});
