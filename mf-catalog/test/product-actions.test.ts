// What the product page's buttons and forms hand on: the buy intent on the bus (with the quantity
// in whole steps) and in the data layer; a review checked with the API's schema, then sent
// through the bus's call effect.
import { allSettled, createStore, fork, scopeBind } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addToCartRequested, apiContextSet, apiPostFx } from '@vitrina/events';
import type { ProductIntent } from '@vitrina/events';
import { buyPressed } from '../src/features/product-actions/model/buy-model.ts';
import { checkReview, sendReview } from '../src/features/product-reviews/model/review-draft.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('add to cart', () => {
  const item = { item_id: 'PHA-00254', item_name: 'Fier chelat', price: 16.09 };

  it("puts the intent on the bus with the typed quantity, at least the multiplicity (the cart's line rule)", async () => {
    const $asked = createStore<ProductIntent[]>([]).on(addToCartRequested, (all, intent) => [...all, intent]);
    const scope = fork();
    await allSettled(buyPressed, { scope, params: { productId: 641, typed: 1.2, step: 0.5, item, currency: 'MDL' } });
    await allSettled(buyPressed, { scope, params: { productId: 641, typed: 0, step: 1, item, currency: 'MDL' } });
    await allSettled(buyPressed, { scope, params: { productId: 641, typed: 2, step: 6, item, currency: 'MDL' } });
    expect(scope.getState($asked)).toEqual([
      { productId: 641, quantity: 1.2 },
      { productId: 641, quantity: 1 },
      { productId: 641, quantity: 6 },
    ]);
  });

  it('tells the data layer add_to_cart with the same quantity', async () => {
    vi.stubGlobal('window', {});
    await allSettled(buyPressed, {
      scope: fork(),
      params: { productId: 641, typed: 3.3, step: 0.5, item, currency: 'MDL' },
    });
    const layer = (globalThis as unknown as { window: { dataLayer: unknown[] } }).window.dataLayer;
    expect(layer.at(-1)).toEqual({
      event: 'add_to_cart',
      ecommerce: { currency: 'MDL', value: 16.09 * 3.3, items: [{ ...item, quantity: 3.3 }] },
    });
  });
});

describe('review form', () => {
  it('names the problem of each field: blank is required, short is too short', () => {
    expect(checkReview(641, { author: '', rating: '', text: 'short' })).toEqual({
      errors: { author: 'required', rating: 'required', text: 'too_short' },
    });
    expect(checkReview(641, { author: 'A', rating: '4', text: '   ' })).toEqual({
      errors: { author: 'too_short', text: 'required' },
    });
  });

  it('gives the body the API takes, trimmed', () => {
    expect(checkReview(641, { author: ' Ana ', rating: '5', text: ' Works as promised. ' })).toEqual({
      body: { product_id: 641, author: 'Ana', rating: 5, text: 'Works as promised.' },
    });
  });

  const review = {
    id: 9,
    product_id: 641,
    author: 'Ana',
    rating: 5,
    text: 'Works as promised.',
    likes: 0,
    dislikes: 0,
    created_at: '2026-11-23T07:00:00.000Z',
  };
  const body = { product_id: 641, author: 'Ana', rating: 5, text: 'Works as promised.' };
  /** Hands out altcha answers a1, a2, ... (each used once, as the real bot check does). */
  const answers = () => {
    let n = 0;
    return { take: vi.fn(async () => ({ field: 'altcha' as const, value: `a${++n}` })) };
  };
  const refusedWith = (fieldErrors: Record<string, string[]>) => async () =>
    new Response(JSON.stringify({ code: 'validation_failed', message: 'bad', fieldErrors }), { status: 400 });
  const published = async () =>
    new Response(JSON.stringify(review), { status: 201, headers: { 'content-type': 'application/json' } });

  /** The bus's apiPostFx bound to a Romanian page's scope, as the form gets it; `fetch` is the back end. */
  async function postThrough(backEnd: typeof fetch) {
    const calls = vi.fn(backEnd);
    vi.stubGlobal('fetch', calls);
    const scope = fork();
    await allSettled(apiContextSet, { scope, params: { baseUrl: '/api', headers: { 'accept-language': 'ro' } } });
    return { post: scopeBind(apiPostFx, { scope }), calls };
  }
  const sentBody = (calls: ReturnType<typeof vi.fn>, n: number) =>
    JSON.parse((calls.mock.calls[n]![1] as RequestInit).body as string) as unknown;

  it("posts the review with its bot-check answer, in the page's language, and returns the published review", async () => {
    const { post, calls } = await postThrough(published);
    expect(await sendReview(body, answers(), post)).toEqual({ sent: review });
    expect(calls).toHaveBeenCalledWith(
      '/api/general/product-review',
      expect.objectContaining({ method: 'POST', headers: expect.objectContaining({ 'accept-language': 'ro' }) }),
    );
    expect(sentBody(calls, 0)).toEqual({ ...body, altcha: 'a1' });
  });

  it('redoes a stale or spent bot check once, silently, with a new answer', async () => {
    const { post, calls } = await postThrough(refusedWith({ altcha: ['replayed'] }));
    calls.mockImplementationOnce(refusedWith({ altcha: ['expired'] }));
    calls.mockImplementationOnce(published);
    expect(await sendReview(body, answers(), post)).toEqual({ sent: review });
    expect(sentBody(calls, 1)).toMatchObject({ altcha: 'a2' });
    // Refused twice: given up, the draft stays.
    expect(await sendReview(body, answers(), post)).toEqual({ failed: true, errors: {} });
  });

  it('marks the fields the API refused, and survives a network failure or a bot check that cannot be done', async () => {
    const refused = await postThrough(refusedWith({ text: ['at least 10 characters'] }));
    expect(await sendReview({ ...body, text: 'x'.repeat(10) }, answers(), refused.post)).toEqual({
      failed: true,
      errors: { text: 'invalid' },
    });
    const offline = await postThrough(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await sendReview(body, answers(), offline.post)).toEqual({ failed: true, errors: {} });
    const noChallenge = { take: async () => Promise.reject(new Error('form challenge answered 503')) };
    const unasked = await postThrough(published);
    expect(await sendReview(body, noChallenge, unasked.post)).toEqual({ failed: true, errors: {} });
    expect(unasked.calls).not.toHaveBeenCalled();
  });
});
