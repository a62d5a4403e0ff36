import { describe, expect, it } from 'vitest';

import { errorSchema, productFilterResponse, searchResponse } from '@vitrina/contract';

import { buildTestApp, site } from './app.ts';

const { app, database } = await buildTestApp();

async function search(brand: string, query: string, lang: string) {
  const res = await app.inject({ url: `/general/v2/search/search?query=${encodeURIComponent(query)}`, headers: site(brand, lang) });
  expect(res.statusCode, res.body).toBe(200);
  return searchResponse.parse(res.json());
}

async function someTitle(brand: string, lang: string) {
  const res = await app.inject({ url: '/general/product-filter?pagination=1&sort=price-', headers: site(brand, lang) });
  return productFilterResponse.parse(res.json()).products[0]!;
}

describe('general/v2/search/search', () => {
  it('finds a product by a word of its title, with its category', async () => {
    const product = await someTitle('doors', 'ro');
    const word = product.title.split(' ').find((w) => w.length >= 5)!;
    const result = await search('doors', word, 'ro');
    expect(result.products.length).toBeGreaterThan(0);
    expect(result.resultsByCategory.length).toBeGreaterThan(0);
  });

  it('finds by product code', async () => {
    const product = await someTitle('tech', 'uk');
    const result = await search('tech', product.code, 'uk');
    expect(result.products.map((p) => p.productId)).toContain(product.productId);
  });

  it('tolerates a typo', async () => {
    const product = await someTitle('speakers', 'en');
    const word = product.title.split(' ').sort((a, b) => b.length - a.length)[0]!;
    const middle = Math.floor(word.length / 2);
    const typo = word.slice(0, middle) + word.slice(middle + 1);
    const result = await search('speakers', typo, 'en');
    expect(result.products.length).toBeGreaterThan(0);
  });

  it('lets a Latin spelling find a Cyrillic title', async () => {
    const product = await someTitle('pharmacy', 'ru');
    const word = product.title.split(' ').find((w) => /^[а-яё]{5,}$/i.test(w))!;
    const { foldToLatin } = await import('@vitrina/domain');
    const result = await search('pharmacy', foldToLatin(word), 'ru');
    expect(result.products.length).toBeGreaterThan(0);
    expect(result.products.some((p) => p.title.toLowerCase().includes(word.toLowerCase()))).toBe(true);
  });

  it.each(['', ' ', 'a', ' b '])('answers %j (under 2 characters) with empty results', async (query) => {
    expect(await search('doors', query, 'ro')).toEqual({ products: [], resultsByCategory: [] });
  });

  it('answers an over-long query with 400 naming the field', async () => {
    const res = await app.inject({ url: `/general/v2/search/search?query=${'x'.repeat(300)}`, headers: site('doors') });
    expect(res.statusCode).toBe(400);
    expect(errorSchema.parse(res.json()).fieldErrors).toHaveProperty('query');
  });

  it('sends the same number of queries for a narrow and a broad search', async () => {
    await search('kids', 'warm-up', 'ro'); // the site lookup is cached after the first call
    const count = async (query: string) => {
      const before = database.queryCount();
      await search('kids', query, 'ro');
      return database.queryCount() - before;
    };
    expect(await count('zzzzqqq')).toBe(await count('set'));
  });
});
