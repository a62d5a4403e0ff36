// Every writer is heard (migration 0032's triggers): a row changed by hand, as a script or a test
// would, publishes the tags it touched on the API's bus, exactly those, once committed. Runs on
// PGlite (in process) and on PostgreSQL (LISTEN on a connection of its own) alike.
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';

import { globalSettingsSchema } from '@vitrina/contract';

import { rowsOf } from '../src/db/rows.ts';
import { buildTestApp, site } from './app.ts';

const { app, database } = await buildTestApp();
const { db } = database;

let heard: string[][] = [];
const stop = app.cacheTagBus.subscribe((tags) => heard.push([...tags].sort()));
afterEach(() => {
  heard = [];
});
// Kept for the file: the app closes with it.
void stop;

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  return rowsOf<T>(await db.execute(query))[0]!;
}

/**
 * What the bus heard about `about` once the write is committed. On PostgreSQL the database is the
 * run's, so other files' writes are heard too: only the batches naming `about` are this write's.
 */
async function heardAfter(write: () => Promise<unknown>, about: string): Promise<string[][]> {
  heard = [];
  await write();
  // A marker after it (shaped as a tag: the feed drops anything else): notifications arrive in commit
  // order, so once it is heard all are.
  const marker = `marker:${Math.random().toString(36).slice(2)}`;
  await db.execute(sql`SELECT pg_notify('cache_tags', ${marker})`);
  await expect.poll(() => heard.some((tags) => tags.includes(marker)), { timeout: 10_000 }).toBe(true);
  return heard.filter((tags) => tags.includes(about));
}

const { id: shop } = await one<{ id: number }>(sql`SELECT id FROM sites WHERE brand_key = 'kids'`);
const product = await one<{ id: number; category_id: number }>(
  sql`SELECT id, category_id FROM products WHERE site_id = ${shop} AND active ORDER BY id LIMIT 1`,
);

describe('a product written by hand', () => {
  it('publishes its page, its category and the shop’s lists when its price changes', async () => {
    const tags = await heardAfter(
      () => db.execute(sql`UPDATE products SET price_minor = price_minor + 100 WHERE id = ${product.id}`),
      `product:${product.id}`,
    );
    expect(tags).toEqual([[`catalog:${shop}`, `category:${product.category_id}`, `product:${product.id}`]]);
  });

  it('publishes only its page when only its stock changes (an order)', async () => {
    const tags = await heardAfter(
      () => db.execute(sql`UPDATE products SET stock = stock + 1 WHERE id = ${product.id}`),
      `product:${product.id}`,
    );
    expect(tags).toEqual([[`product:${product.id}`]]);
  });

  it('publishes the shop’s assortment too when it is switched off, and the category it leaves and joins', async () => {
    const other = await one<{ id: number }>(
      sql`SELECT id FROM categories WHERE site_id = ${shop} AND id <> ${product.category_id} LIMIT 1`,
    );
    try {
      const tags = await heardAfter(
        () => db.execute(sql`UPDATE products SET active = false, category_id = ${other.id} WHERE id = ${product.id}`),
        `product:${product.id}`,
      );
      expect(tags).toEqual([
        [
          `assortment:${shop}`,
          `catalog:${shop}`,
          `category:${product.category_id}`,
          `category:${other.id}`,
          `product:${product.id}`,
        ].sort(),
      ]);
    } finally {
      await db.execute(
        sql`UPDATE products SET active = true, category_id = ${product.category_id} WHERE id = ${product.id}`,
      );
    }
  });

  it('publishes the products offered with it when it stops being listed', async () => {
    const pair = await one<{ product_id: number; associated_id: number } | undefined>(
      sql`SELECT product_id, associated_id FROM product_associations LIMIT 1`,
    );
    expect(pair).toBeDefined();
    try {
      const tags = await heardAfter(
        () => db.execute(sql`UPDATE products SET available = false WHERE id = ${pair!.associated_id}`),
        `product:${pair!.associated_id}`,
      );
      expect(tags.flat()).toContain(`product:${pair!.product_id}`);
    } finally {
      await db.execute(sql`UPDATE products SET available = true WHERE id = ${pair!.associated_id}`);
    }
  });

  it('publishes its page when a review or a filter option of it changes', async () => {
    const reviewed = await one<{ product_id: number }>(sql`SELECT product_id FROM product_reviews ORDER BY id LIMIT 1`);
    const review = await heardAfter(
      () =>
        db.execute(sql`UPDATE product_reviews SET rating = rating WHERE id = (SELECT min(id) FROM product_reviews)`),
      `product:${reviewed.product_id}`,
    );
    expect(review).toEqual([[`product:${reviewed.product_id}`]]);
    const option = await one<{ option_id: number }>(
      sql`SELECT option_id FROM product_options WHERE product_id = ${product.id} LIMIT 1`,
    );
    const tags = await heardAfter(
      () =>
        db.execute(
          sql`DELETE FROM product_options WHERE product_id = ${product.id} AND option_id = ${option.option_id}`,
        ),
      `product:${product.id}`,
    );
    await db.execute(
      sql`INSERT INTO product_options (product_id, option_id) VALUES (${product.id}, ${option.option_id})`,
    );
    expect(tags).toEqual([[`catalog:${shop}`, `category:${product.category_id}`, `product:${product.id}`]]);
  });

  it('names the shop instead of every product when a write touches hundreds of them', async () => {
    const shops = rowsOf<{ site_id: number }>(
      await db.execute(sql`SELECT DISTINCT site_id FROM products ORDER BY site_id`),
    ).map((row) => `site:${row.site_id}`);
    const tags = await heardAfter(() => db.execute(sql`UPDATE products SET stock = stock`), `site:${shop}`);
    expect(tags).toEqual([shops.sort()]);
  });

  it('publishes nothing for a write that is rolled back', async () => {
    const tags = await heardAfter(
      () =>
        db
          .transaction(async (tx) => {
            await tx.execute(sql`UPDATE products SET price_minor = price_minor + 1 WHERE id = ${product.id}`);
            throw new Error('rolled back');
          })
          .catch(() => undefined),
      `product:${product.id}`,
    );
    expect(tags).toEqual([]);
  });
});

describe('content and the shop written by hand', () => {
  it('publishes an article and the shop’s lists of articles', async () => {
    const article = await one<{ id: number }>(sql`SELECT id FROM articles WHERE site_id = ${shop} LIMIT 1`);
    const tags = await heardAfter(
      () => db.execute(sql`UPDATE articles SET image = image WHERE id = ${article.id}`),
      `article:${article.id}`,
    );
    expect(tags).toEqual([[`article:${article.id}`, `articles:${shop}`]]);
  });

  it('publishes a content page by its id', async () => {
    const page = await one<{ id: number }>(sql`SELECT id FROM pages WHERE site_id = ${shop} LIMIT 1`);
    expect(
      await heardAfter(() => db.execute(sql`UPDATE pages SET slug = slug WHERE id = ${page.id}`), `page:${page.id}`),
    ).toEqual([[`page:${page.id}`]]);
  });

  it('publishes the whole shop for its menu, its filters and its own row', async () => {
    for (const write of [
      sql`UPDATE categories SET position = position WHERE site_id = ${shop}`,
      sql`UPDATE filter_options SET keyword = keyword WHERE group_id IN (SELECT id FROM filter_groups WHERE site_id = ${shop})`,
      sql`UPDATE sites SET settings = settings WHERE id = ${shop}`,
    ]) {
      expect(await heardAfter(() => db.execute(write), `site:${shop}`)).toEqual([[`site:${shop}`]]);
    }
  });

  it('publishes everything when a table is emptied', async () => {
    const tags = await heardAfter(
      () =>
        db.transaction(async (tx) => {
          await tx.execute(sql`CREATE TEMP TABLE kept_static ON COMMIT DROP AS SELECT * FROM static_contents`);
          await tx.execute(sql`TRUNCATE static_contents`);
          await tx.execute(sql`INSERT INTO static_contents SELECT * FROM kept_static`);
        }),
      'all',
    );
    expect(tags.length).toBeGreaterThan(0);
  });
});

describe('the shop lookup', () => {
  it('reads a shop’s changed row on the very next call, though its cache has not expired', async () => {
    const read = async () =>
      globalSettingsSchema.parse(
        (await app.inject({ url: '/settings/global_site_settings', headers: site('kids') })).json(),
      ).project;
    const before = await read();
    const kept = await one<{ settings: string }>(sql`SELECT settings::text AS settings FROM sites WHERE id = ${shop}`);
    try {
      await heardAfter(
        () =>
          db.execute(
            sql`UPDATE sites SET settings = settings || '{"project": "Renamed kids"}'::jsonb WHERE id = ${shop}`,
          ),
        `site:${shop}`,
      );
      expect(await read()).toBe('Renamed kids');
    } finally {
      await heardAfter(
        () => db.execute(sql`UPDATE sites SET settings = ${kept.settings}::jsonb WHERE id = ${shop}`),
        `site:${shop}`,
      );
    }
    expect(await read()).toBe(before);
  });
});
