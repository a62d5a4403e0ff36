// Typo tolerance (issue 23): misspelled words, words typed in the other alphabet and the word being
// typed find what the shopper means, the answer says which words were read as others, and the
// search stays one statement whatever it corrects.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { searchResponse } from '@vitrina/contract';

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

/** The words a product is found by in a language (its title, maker, description, code and category). */
async function wordsOf(productId: number, lang: string) {
  const [row] = rowsOf<{ words: string[] }>(
    await database.db.execute(sql`SELECT words FROM product_search WHERE product_id = ${productId} AND lang = ${lang}`),
  );
  return row!.words;
}

describe('misspelled words', () => {
  // [shop, language, typed, meant]: a word of a shop's titles or categories, mistyped.
  it.each([
    ['speakers', 'ro', 'portabla', 'portabilă'],
    ['speakers', 'ro', 'subwofer', 'subwoofer'],
    ['speakers', 'en', 'hedphones', 'headphones'],
    ['speakers', 'en', 'wirelss headphones', 'wireless headphones'],
    ['kids', 'ru', 'конструтор', 'конструктор'],
    ['kids', 'uk', 'конструкор', 'конструктор'],
    ['tech', 'uk', 'смартфн', 'смартфон'],
    ['tech', 'ru', 'ноутубк', 'ноутбук'],
    // The other alphabet: Cyrillic typed on a Latin shop, Latin on a Cyrillic one (and mistyped).
    ['speakers', 'ro', 'портабила', 'portabilă'],
    ['speakers', 'en', 'хеадпхонес', 'headphones'],
    ['tech', 'uk', 'noutbuk', 'ноутбук'],
    ['tech', 'ru', 'smartfn', 'смартфон'],
  ])('%s (%s): %j finds what %j finds, and says so', async (brand, lang, typed, meant) => {
    const expected = (await search(brand, meant, lang)).products;
    expect(expected.length).toBeGreaterThan(0);
    const result = await search(brand, typed, lang);
    expect(result.products).toEqual(expected);
    expect(result.correctedQuery).toBe(meant);
    const pairs = typed.split(' ').map((from, i) => ({ from, to: meant.split(' ')[i]! }));
    expect(result.corrections).toEqual(pairs.filter((pair) => pair.from !== pair.to));
  });

  it('leaves a word it knows as typed, and says nothing', async () => {
    const result = await search('speakers', 'boxă portabilă', 'ro');
    expect(result.products.length).toBeGreaterThan(0);
    expect(result).toMatchObject({ corrections: [], correctedQuery: null });
  });

  it('does not report a missing diacritic as a correction', async () => {
    const result = await search('speakers', 'boxa portabila', 'ro');
    expect(result.products).toEqual((await search('speakers', 'boxă portabilă', 'ro')).products);
    expect(result.correctedQuery).toBeNull();
  });

  it('corrects no word of 4 letters or fewer, and no code', async () => {
    // One edit from 'boxă' and from 'DOO-00012', which find products.
    expect((await search('speakers', 'boxă portabilă', 'ro')).products.length).toBeGreaterThan(0);
    expect((await search('doors', 'DOO-00012', 'ro')).products.length).toBeGreaterThan(0);
    expect((await search('speakers', 'boxz portabilă', 'ro')).products).toEqual([]);
    expect((await search('doors', 'DOO-00O12', 'ro')).products).toEqual([]);
  });

  it('finds nothing rather than anything for a word too far from every known one', async () => {
    expect(await search('speakers', 'qwertyuiop', 'en')).toMatchObject({ products: [], correctedQuery: null });
  });
});

describe('the word being typed', () => {
  it.each([
    ['speakers', 'ro', 'boxă portab', /^portab/],
    // One letter after a word already narrows it.
    ['speakers', 'ro', 'boxă p', /^p/],
    ['speakers', 'en', 'headph', /^headph/],
    ['tech', 'ru', 'смартф', /^смартф/],
    // Typed in Latin on a Cyrillic shop.
    ['tech', 'uk', 'noutb', /^ноутб/],
  ])('%s (%s): %j finds products with a word it begins', async (brand, lang, typed, begun) => {
    const result = await search(brand, typed, lang);
    expect(result.products.length).toBeGreaterThan(0);
    for (const product of result.products)
      expect(await wordsOf(product.productId, lang)).toContainEqual(expect.stringMatching(begun));
    expect(result.correctedQuery).toBeNull();
  });
});

describe('statements', () => {
  it('sends one statement for an exact, a mistyped, a typed-on, a foreign-alphabet and a hopeless query', async () => {
    await search('speakers', 'warm-up', 'en'); // the site lookup is cached after the first call
    const count = async (query: string) => {
      const before = database.queryCount();
      await search('speakers', query, 'en');
      return database.queryCount() - before;
    };
    const counts = [];
    for (const query of [
      'headphones',
      'hedphones wirelss',
      'headph',
      'хеадпхонес',
      'zzzzqqq',
      'a b c d e f g h i j k l',
    ])
      counts.push(await count(query));
    expect(counts).toEqual(counts.map(() => 1));
  });
});
