// The product list caches totals, facets and price bounds per catalogue version; these prove a
// write to the catalogue, from any connection, shows in the very next call. They change only the
// habsev shop, which no other test file counts, and put every row back; a count is taken again when
// another file's write (a reseed bumps every site) moved the version on while it was taken.
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { describe, expect, it } from 'vitest';

import { productFilterResponse } from '@vitrina/contract';

import { remember } from '../src/catalog/list-cache.ts';
import { rowsOf } from '../src/db/rows.ts';
import { buildTestApp, site } from './app.ts';

const { app, database } = await buildTestApp();
const { db } = database;

async function list(query: string) {
  const res = await app.inject({ url: `/general/product-filter?${query}`, headers: site('habsev', 'ru') });
  expect(res.statusCode, res.body).toBe(200);
  return productFilterResponse.parse(res.json());
}

/** The statements one call sends: 1 when totals, facets and bounds are cached (the page, which carries the version). */
async function queriesOf(query: string) {
  const before = database.queryCount();
  await list(query);
  return database.queryCount() - before;
}

const habsevVersion = async () =>
  rowsOf<{ version: string }>(
    await db.execute(
      sql`SELECT v.version FROM catalogue_versions v JOIN sites s ON s.id = v.site_id WHERE s.brand_key = 'habsev'`,
    ),
  )[0]?.version;

/**
 * Runs a measurement again while another test file's write moved habsev's catalogue on during it
 * (a reseed or a shared table's write bumps every site): a count is only meaningful for one version.
 */
async function atOneVersion<T>(measure: () => Promise<T>): Promise<T> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const before = await habsevVersion();
    const result = await measure();
    if ((await habsevVersion()) === before) return result;
  }
  throw new Error("habsev's catalogue version kept moving during the measurement");
}

describe('product list cache and catalogue changes', () => {
  it('shows a product switched off, and back on, in the next call', async () => {
    const before = await list('pagination=3&sort=price-');
    expect(
      await atOneVersion(async () => (await list('pagination=3&sort=price-'), queriesOf('pagination=3&sort=price-'))),
    ).toBe(1);
    const product = before.products[0]!;
    await db.execute(sql`UPDATE products SET active = false WHERE id = ${product.productId}`);
    try {
      const after = await list('pagination=3&sort=price-');
      expect(after.totalCount).toBe(before.totalCount - 1);
      expect(after.products.map((p) => p.productId)).not.toContain(product.productId);
      expect(after.price.max).toBeLessThanOrEqual(before.price.max);
    } finally {
      await db.execute(sql`UPDATE products SET active = true WHERE id = ${product.productId}`);
    }
    expect((await list('pagination=3&sort=price-')).totalCount).toBe(before.totalCount);
  });

  it("shows a new price in the next call's price bounds", async () => {
    const before = await list('pagination=1&sort=price-');
    const product = before.products[0]!;
    await db.execute(sql`UPDATE products SET price_minor = price_minor + 100000 WHERE id = ${product.productId}`);
    try {
      expect((await list('pagination=1&sort=price-')).price.max).toBe(before.price.max + 1000);
    } finally {
      await db.execute(sql`UPDATE products SET price_minor = price_minor - 100000 WHERE id = ${product.productId}`);
    }
    expect((await list('pagination=1&sort=price-')).price.max).toBe(before.price.max);
  });

  it('counts a filter option taken off a product in the next call', async () => {
    const base = await list('pagination=1');
    const group = base.filters.find((g) => typeof g.id === 'number')!;
    const option = group.options[0]!;
    const query = `pagination=1&filter=${group.id}:${option.id}`;
    const before = await list(query);
    const product = before.products[0]!;
    await db.execute(
      sql`DELETE FROM product_options WHERE product_id = ${product.productId} AND option_id = ${option.id}`,
    );
    try {
      expect((await list(query)).totalCount).toBe(before.totalCount - 1);
    } finally {
      await db.execute(
        sql`INSERT INTO product_options (product_id, option_id) VALUES (${product.productId}, ${option.id})`,
      );
    }
    expect((await list(query)).totalCount).toBe(before.totalCount);
  });

  it("renames a department in the next call's facets", async () => {
    const before = await list('pagination=1');
    const department = before.filters.find((g) => g.keyword === 'categoryId')!.options[0]!;
    await db.execute(
      sql`UPDATE categories SET title = title || '{"ru": "Переименовано"}'::jsonb WHERE id = ${department.id}`,
    );
    const renamed = (await list('pagination=1')).filters
      .find((g) => g.keyword === 'categoryId')!
      .options.find((o) => o.id === department.id)!;
    expect(renamed.title).toBe('Переименовано');
    await db.execute(
      sql`UPDATE categories SET title = title || ${JSON.stringify({ ru: department.title })}::jsonb WHERE id = ${department.id}`,
    );
  });

  it('uses the cache for a page past the end too, asking for the version on its own', async () => {
    const query = 'pagination=24&page=9999';
    const { products, totalCount } = await list(query);
    expect(products).toEqual([]);
    expect(totalCount).toBeGreaterThan(0);
    expect(await atOneVersion(async () => (await list(query), queriesOf(query)))).toBe(2);
  });

  it('keeps the cache through a stock change, which no total, facet or bound depends on', async () => {
    const query = 'pagination=2&sort=name%2B';
    const product = (await list(query)).products[0]!;
    const changeStock = (by: number) =>
      db.execute(sql`UPDATE products SET stock = stock + ${by} WHERE id = ${product.productId}`);
    const statements = await atOneVersion(async () => {
      await list(query);
      await changeStock(1);
      try {
        return await queriesOf(query);
      } finally {
        await changeStock(-1);
      }
    });
    expect(statements).toBe(1);
    await changeStock(1);
    try {
      expect((await list(query)).products[0]!.count).toBe(product.count + 1);
    } finally {
      await changeStock(-1);
    }
  });
});

describe('remember', () => {
  it('shares one load per key, keeps the least recently used out past the limit, forgets a failed load', async () => {
    const cache = new LRUCache<string, Promise<number>>({ max: 2 });
    let loads = 0;
    const load = (value: number) => () => {
      loads += 1;
      return Promise.resolve(value);
    };
    const first = remember(cache, 'a', load(1));
    expect(remember(cache, 'a', load(9))).toBe(first);
    await remember(cache, 'b', load(2));
    await remember(cache, 'a', load(9));
    await remember(cache, 'c', load(3));
    expect([...cache.keys()].sort()).toEqual(['a', 'c']);
    expect(loads).toBe(3);

    await expect(remember(cache, 'd', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.has('d')).toBe(false);
    expect(await remember(cache, null, load(4))).toBe(4);
    expect([...cache.keys()]).toEqual(['c']);
  });
});
