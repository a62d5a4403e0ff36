import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { errorSchema, productFilterResponse, searchResponse } from '@vitrina/contract';

import { rowsOf } from '../src/db/rows.ts';
import { buildTestApp, site } from './app.ts';

const { app, database } = await buildTestApp();

async function search(brand: string, query: string, lang: string) {
  const res = await app.inject({
    url: `/general/v2/search/search?query=${encodeURIComponent(query)}`,
    headers: site(brand, lang),
  });
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
    expect(await search('doors', query, 'ro')).toEqual({
      products: [],
      resultsByCategory: [],
      corrections: [],
      correctedQuery: null,
    });
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

  it('lists the best-ranked exact matches first, by the stored rank', async () => {
    const product = await someTitle('speakers', 'ro');
    const word = product.title.split(' ')[0]!;
    const result = await search('speakers', word, 'ro');
    const ids = result.products.map((p) => p.productId);
    const ranks = rowsOf<{ id: number; rank: number }>(
      await database.db.execute(sql`SELECT product_id AS id, rank FROM product_search
      WHERE lang = 'ro' AND product_id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`),
    );
    const rankOf = new Map(ranks.map((r) => [r.id, r.rank]));
    const ordered = ids.map((id) => rankOf.get(id)!);
    expect(ordered).toEqual([...ordered].sort((a, b) => b - a));
    const [best] = rowsOf<{ rank: number }>(
      await database.db.execute(sql`SELECT max(s.rank) AS rank FROM product_search s
      JOIN sites t ON t.id = s.site_id WHERE t.brand_key = 'speakers' AND s.lang = 'ro'
       AND s.tsv @@ websearch_to_tsquery('romanian', ${word})`),
    );
    expect(ordered[0]).toBe(best!.rank);
  });

  // meal-plan is a shop no other test file searches or counts, and each change is put back.
  it("follows a product's priority and hides it once switched off", async () => {
    const products = productFilterResponse.parse(
      (
        await app.inject({
          url: '/general/product-filter?pagination=40&sort=price%2B',
          headers: site('meal-plan', 'ro'),
        })
      ).json(),
    ).products;
    const word = products[0]!.title.split(' ')[0]!;
    const matching = (await search('meal-plan', word, 'ro')).products;
    const other = products.find((p) => p.title.startsWith(word) && p.productId !== matching[0]!.productId)!;
    await database.db.execute(
      sql`UPDATE products SET sort_priority = sort_priority + 1000 WHERE id = ${other.productId}`,
    );
    try {
      expect((await search('meal-plan', word, 'ro')).products[0]!.productId).toBe(other.productId);
      await database.db.execute(sql`UPDATE products SET active = false WHERE id = ${other.productId}`);
      expect((await search('meal-plan', word, 'ro')).products.map((p) => p.productId)).not.toContain(other.productId);
    } finally {
      await database.db.execute(
        sql`UPDATE products SET sort_priority = sort_priority - 1000, active = true WHERE id = ${other.productId}`,
      );
    }
  });

  it('finds a product by its code written with or without the dash', async () => {
    const product = await someTitle('doors', 'ru');
    expect((await search('doors', product.code, 'ru')).products[0]!.productId).toBe(product.productId);
    expect((await search('doors', product.code.replace('-', ' '), 'ru')).products.map((p) => p.productId)).toContain(
      product.productId,
    );
  });

  it('answers punctuation alone with nothing rather than every product', async () => {
    expect((await search('doors', '?!', 'ro')).products).toEqual([]);
  });
});
