// Widgets asking for cards by id within 200 ms share one back-end call; each gets its own cards.
// The call is the bus's apiGetFx in the page's scope, so it speaks the page's language.
import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiContextSet } from '@vitrina/events';
import { cardsBatcherFor, createProductBatcher } from '../src/features/list-cards/api/cards-by-id.ts';
import type { ProductCard } from '../src/entities/product/index.ts';

const card = (productId: number) => ({ productId, title: `P${productId}` }) as ProductCard;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('product batcher', () => {
  it('merges the ids asked for within the window into one call and gives each widget its cards, in its order', async () => {
    const calls: number[][] = [];
    const cardsOf = createProductBatcher(async (ids) => (calls.push(ids), ids.filter((id) => id !== 9).map(card)));
    const favourites = cardsOf([3, 1, 9]);
    await vi.advanceTimersByTimeAsync(150);
    const recent = cardsOf([2, 3]);
    await vi.advanceTimersByTimeAsync(60);
    expect(calls).toEqual([[1, 2, 3, 9]]);
    expect((await favourites).map((c) => c.productId)).toEqual([3, 1]);
    expect((await recent).map((c) => c.productId)).toEqual([2, 3]);
  });

  it('starts a new call for a request after the window, and asks nothing for no ids', async () => {
    const calls: number[][] = [];
    const cardsOf = createProductBatcher(async (ids) => (calls.push(ids), ids.map(card)));
    const first = cardsOf([1]);
    await vi.advanceTimersByTimeAsync(200);
    await first;
    const second = cardsOf([2]);
    await vi.advanceTimersByTimeAsync(200);
    await second;
    expect(await cardsOf([])).toEqual([]);
    expect(calls).toEqual([[1], [2]]);
  });

  it('splits more than 100 ids into calls of 100', async () => {
    const sizes: number[] = [];
    const cardsOf = createProductBatcher(async (ids) => (sizes.push(ids.length), ids.map(card)));
    const all = cardsOf(Array.from({ length: 450 }, (_, i) => i + 1));
    await vi.advanceTimersByTimeAsync(200);
    expect(await all).toHaveLength(450);
    expect(sizes).toEqual([100, 100, 100, 100, 50]);
  });

  it('fails every widget of a batch whose call failed', async () => {
    const cardsOf = createProductBatcher(async () => {
      throw new Error('down');
    });
    const a = cardsOf([1]);
    const b = cardsOf([2]);
    const settled = Promise.allSettled([a, b]);
    await vi.advanceTimersByTimeAsync(200);
    expect((await settled).map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });

  it("makes its call in the page's scope, with that scope's language and headers", async () => {
    const asked: { url: string; headers: Record<string, string> }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      asked.push({ url, headers: init.headers as Record<string, string> });
      return Response.json({ products: [card(2), card(1)] });
    });
    const page = async (language: string) => {
      const scope = fork();
      await allSettled(apiContextSet, { scope, params: { baseUrl: '/api', headers: { 'accept-language': language } } });
      return scope;
    };
    const [russian, ukrainian] = [await page('ru'), await page('uk')];
    const favourites = cardsBatcherFor(russian)([1, 2]);
    const recent = cardsBatcherFor(russian)([2]);
    const elsewhere = cardsBatcherFor(ukrainian)([1]);
    await vi.advanceTimersByTimeAsync(200);
    expect((await favourites).map((c) => c.productId)).toEqual([1, 2]);
    expect((await recent).map((c) => c.productId)).toEqual([2]);
    expect(await elsewhere).toHaveLength(1);
    // One call per page scope, each in its own page's language.
    expect(asked).toEqual([
      {
        url: '/api/general/product-filter?ids=1%2C2&pagination=100',
        headers: expect.objectContaining({ 'accept-language': 'ru' }),
      },
      {
        url: '/api/general/product-filter?ids=1&pagination=100',
        headers: expect.objectContaining({ 'accept-language': 'uk' }),
      },
    ]);
  });
});
