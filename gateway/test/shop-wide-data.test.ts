// Issue 21, goal 4: what the back end says is the same for every visitor (`Cache-Scope: shop`: the
// home page's sections, lists, the frame) is loaded once and shared by every page of the shop and
// language, with its query; anything else is the page's own and is asked for by every page.
import { describe, expect, it } from 'vitest';
import type { CallAnswer } from '@vitrina/events';
import { FrameDataCache } from '../src/render/frame-data-cache.ts';

const headers = { 'x-site-token': 'demo', 'accept-language': 'ro' };
const SLIDERS = 'http://api.test/general/sliders';
const NEW_PRODUCTS = 'http://api.test/general/product-filter?sort=newer%2B&pagination=10';

/** A back end that counts its calls by URL and answers with the given headers. */
function backEnd(answerHeaders: Record<string, string>) {
  const calls = new Map<string, number>();
  const loadFor = (url: string) => (_signal?: AbortSignal, onAnswer?: (answer: CallAnswer) => void) => {
    calls.set(url, (calls.get(url) ?? 0) + 1);
    onAnswer?.({ path: new URL(url).pathname, status: 200, headers: new Headers(answerHeaders) });
    return Promise.resolve({ url, call: calls.get(url) });
  };
  return { calls, loadFor };
}

const cacheOf = () => new FrameDataCache({ ttlMs: 30_000, staleMs: 60_000, loadTimeoutMs: 1000, now: () => 0 });

describe('answers the back end says are shop-wide', () => {
  it('are asked for once by all the pages of a shop and language, each URL with its query', async () => {
    const cache = cacheOf();
    const api = backEnd({ 'cache-scope': 'shop', 'cache-tag': 'site:1,catalog:1' });
    for (let page = 0; page < 5; page += 1) {
      expect(await cache.get(SLIDERS, headers, api.loadFor(SLIDERS))).toEqual({ url: SLIDERS, call: 1 });
      expect(await cache.get(NEW_PRODUCTS, headers, api.loadFor(NEW_PRODUCTS))).toEqual({ url: NEW_PRODUCTS, call: 1 });
    }
    expect(Object.fromEntries(api.calls)).toEqual({ [SLIDERS]: 1, [NEW_PRODUCTS]: 1 });
    // Another language is another answer.
    await cache.get(SLIDERS, { ...headers, 'accept-language': 'ru' }, api.loadFor(SLIDERS));
    expect(api.calls.get(SLIDERS)).toBe(2);
  });

  it('are asked for again once a change names one of their tags, and only those', async () => {
    const cache = cacheOf();
    const catalog = backEnd({ 'cache-scope': 'shop', 'cache-tag': 'site:1,catalog:1' });
    const articles = backEnd({ 'cache-scope': 'shop', 'cache-tag': 'site:1,articles:1' });
    const ARTICLES = 'http://api.test/general/articles?limit=3';
    await cache.get(SLIDERS, headers, catalog.loadFor(SLIDERS));
    await cache.get(ARTICLES, headers, articles.loadFor(ARTICLES));
    expect(cache.purge(['catalog:1'])).toBe(1);
    expect(await cache.get(SLIDERS, headers, catalog.loadFor(SLIDERS))).toEqual({ url: SLIDERS, call: 2 });
    expect(await cache.get(ARTICLES, headers, articles.loadFor(ARTICLES))).toEqual({ url: ARTICLES, call: 1 });
  });

  it('tell the page their tags on every page, kept or loaded', async () => {
    const cache = cacheOf();
    const api = backEnd({ 'cache-scope': 'shop', 'cache-tag': 'site:1,catalog:1' });
    const seen: unknown[] = [];
    const page = {
      onTags: (tags: readonly string[] | null) => seen.push(tags),
      onAnswer: (a: CallAnswer) => seen.push(a.status),
    };
    await cache.get(SLIDERS, headers, api.loadFor(SLIDERS), page);
    await cache.get(SLIDERS, headers, api.loadFor(SLIDERS), page);
    // The first page got the answer itself; the second was told the kept answer's tags.
    expect(seen).toEqual([200, ['site:1', 'catalog:1']]);
  });
});

describe('answers that are not said to be shop-wide', () => {
  it('are asked for by every page (a page of its own, or a back end that does not say)', async () => {
    const cache = cacheOf();
    const api = backEnd({ 'cache-tag': 'site:1,product:7' });
    for (let page = 0; page < 3; page += 1) await cache.get(SLIDERS, headers, api.loadFor(SLIDERS));
    expect(api.calls.get(SLIDERS)).toBe(3);
  });

  it('are never shared in dev mode, even when the back end says shop-wide', async () => {
    const cache = cacheOf();
    const api = backEnd({ 'cache-scope': 'shop' });
    const dev = { ...headers, 'dev-mode': 'true' };
    for (let page = 0; page < 3; page += 1) await cache.get(SLIDERS, dev, api.loadFor(SLIDERS));
    expect(api.calls.get(SLIDERS)).toBe(3);
  });
});
