import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $searchText, searchTextChanged } from '@vitrina/events';
import {
  $empty,
  $failed,
  $loading,
  $popularQueries,
  $query,
  $results,
  popularQueriesFx,
  searchFx,
  searchRetried,
  SEARCH_DEBOUNCE_MS,
  searchWindowOpened,
} from '../src/features/search/model/search-model.ts';
import { BAD_ANSWER_MESSAGE } from '../src/entities/search-result/lib/search-answer.ts';
import { searchPageSpec } from '../src/pages/search/model/search-spec.ts';

const ANSWER = {
  products: [
    {
      productId: 1,
      img: '/media/products/1.svg',
      title: 'Boxă',
      short_description: '',
      code: 'A1',
      url: '/product/boxa',
    },
  ],
  resultsByCategory: [{ categoryTitle: 'Boxe', categoryUrl: 'boxe' }],
};

function setup(handler: (query: string) => Promise<unknown> = async () => ANSWER, typed = '') {
  const calls: string[] = [];
  const scope = fork({
    values: [[$searchText, typed]],
    handlers: [
      [
        searchFx,
        (query: string) => {
          calls.push(query);
          return handler(query);
        },
      ],
      [popularQueriesFx, async () => [{ query: 'Boxe' }, { query: 'Căști' }]],
    ],
  });
  return { scope, calls };
}

/** Types like a shopper: each text at the given time (ms since the start), then lets every timer run. */
async function type(scope: ReturnType<typeof fork>, steps: [number, string][]) {
  let now = 0;
  for (const [at, text] of steps) {
    await vi.advanceTimersByTimeAsync(at - now);
    now = at;
    void allSettled(searchTextChanged, { scope, params: text });
  }
  await vi.advanceTimersByTimeAsync(1000);
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('search window model', () => {
  it('sends nothing before the text has stayed the same for 500 ms', async () => {
    const { scope, calls } = setup();
    void allSettled(searchTextChanged, { scope, params: 'boxa' });
    await vi.advanceTimersByTimeAsync(499);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual(['boxa']);
  });

  it('searches text typed before the window’s code arrived, once the window opens, and only once', async () => {
    // The shell's field took the text while this model was not on the page yet.
    const { scope, calls } = setup(undefined, 'boxa');
    void allSettled(searchWindowOpened, { scope });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(calls).toEqual(['boxa']);
    void allSettled(searchWindowOpened, { scope });
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toEqual(['boxa']);
  });

  it('searches only for the text the shopper stopped at', async () => {
    const { scope, calls } = setup();
    await type(scope, [
      [0, 'bo'],
      [200, 'box'],
      [400, 'boxa'],
    ]);
    expect(calls).toEqual(['boxa']);
    expect(scope.getState($results)).toEqual(ANSWER);
    expect(scope.getState($empty)).toBe(false);
  });

  it('needs 2 characters after trimming: shorter text gives empty results and the empty flag without a call', async () => {
    const { scope, calls } = setup();
    await type(scope, [[0, '  a   ']]);
    expect(calls).toEqual([]);
    expect(scope.getState($query)).toBeNull();
    expect(scope.getState($results)).toEqual({ products: [], resultsByCategory: [] });
    expect(scope.getState($empty)).toBe(true);
    await type(scope, [[0, '  ab ']]);
    expect(calls).toEqual(['ab']);
  });

  it('is loading while the call runs and flags an answer with nothing found', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { scope } = setup(() => new Promise((resolve) => (answer = resolve)));
    await type(scope, [[0, 'nimic']]);
    expect(scope.getState($loading)).toBe(true);
    answer({ products: [], resultsByCategory: [] });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($loading)).toBe(false);
    expect(scope.getState($empty)).toBe(true);
  });

  it('logs the spec message and clears loading on an answer of the wrong shape or a failed call', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { scope } = setup(async (query) => {
      if (query === 'rupt') throw new Error('502');
      return { items: [] };
    });
    await type(scope, [[0, 'ciudat']]);
    expect(log).toHaveBeenCalledWith(BAD_ANSWER_MESSAGE, { items: [] });
    expect(scope.getState($loading)).toBe(false);
    await type(scope, [[0, 'rupt']]);
    expect(log).toHaveBeenCalledTimes(2);
    expect(scope.getState($loading)).toBe(false);
  });

  it("clears the previous query's results when the new one fails, and finds them again on retry", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let down = false;
    const { scope, calls } = setup(async () => {
      if (down) throw new Error('503');
      return ANSWER;
    });
    await type(scope, [[0, 'boxa']]);
    expect(scope.getState($results)).toEqual(ANSWER);
    down = true;
    await type(scope, [[0, 'boxe']]);
    expect(scope.getState($results)).toEqual({ products: [], resultsByCategory: [] });
    expect(scope.getState($failed)).toBe(true);
    expect(scope.getState($loading)).toBe(false);
    down = false;
    await allSettled(searchRetried, { scope });
    expect(calls).toEqual(['boxa', 'boxe', 'boxe']);
    expect(scope.getState($results)).toEqual(ANSWER);
    expect(scope.getState($failed)).toBe(false);
  });

  it('drops a slow answer to an older query', async () => {
    const pending = new Map<string, (value: unknown) => void>();
    const { scope } = setup((query) => new Promise((resolve) => pending.set(query, resolve)));
    await type(scope, [[0, 'vechi']]);
    await type(scope, [[0, 'nou']]);
    pending.get('nou')!(ANSWER);
    await vi.advanceTimersByTimeAsync(0);
    pending.get('vechi')!({ products: [], resultsByCategory: [] });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($results)).toEqual(ANSWER);
    expect(scope.getState($query)).toBe('nou');
  });

  it('asks for popular queries once, when the window first opens', async () => {
    const { scope } = setup();
    const popular = vi.fn(async () => [{ query: 'Boxe' }]);
    const counted = fork({ values: [], handlers: [[popularQueriesFx, popular]] });
    await allSettled(searchWindowOpened, { scope: counted });
    await allSettled(searchWindowOpened, { scope: counted });
    expect(popular).toHaveBeenCalledTimes(1);
    await allSettled(searchWindowOpened, { scope });
    expect(scope.getState($popularQueries)).toEqual(['Boxe', 'Căști']);
  });
});

describe('search results page', () => {
  it('calls the search only for a query of 2 characters or more, and is never indexed', () => {
    const paths = (query: string) => searchPageSpec.requests({}, new URLSearchParams({ query })).map((r) => r.path);
    // The shop's settings (the field's product count, the not-found picture) come from the bus.
    expect(paths('a')).toEqual([]);
    // Over 200 characters the call would answer 400: the page searches for nothing instead.
    expect(paths('x'.repeat(201))).toEqual([]);
    expect(paths('x'.repeat(200))).toEqual(['general/v2/search/search']);
    expect(searchPageSpec.requests({}, new URLSearchParams({ query: ' boxa ' }))).toEqual([
      { path: 'general/v2/search/search', query: { query: 'boxa' } },
    ]);
    expect(searchPageSpec.head([{}], 'ru', {}).robots).toBe('noindex');
  });
});
