// Migration 0029: the search vocabulary's tables are what api/src/db/schema/search-vocabulary.ts
// says, the database folds and splits words as @vitrina/domain does, and the triggers keep the
// vocabulary with every write to the products' search rows, whoever writes them. Writes happen in
// transactions that are rolled back, so the run's shared database is left as it was.
import { sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';

import { foldToLatin, searchWords } from '@vitrina/domain';

import { searchProducts } from '../src/catalog/search.ts';
import { openDatabase, type Db } from '../src/db/client.ts';
import { rowsOf } from '../src/db/rows.ts';
import { searchTypoKeys, searchVocabulary } from '../src/db/schema/index.ts';
import { buildTestApp } from './app.ts';
import { catalogueOf, migrationsBefore, schemaOf } from './migration-support.ts';

const { database } = await buildTestApp();
const ROLLBACK = new Error('rolled back on purpose');

/** Runs `work` in a transaction that is then rolled back, and hands back what it returned. */
async function rolledBack<T>(work: (tx: Db) => Promise<T>): Promise<T> {
  let result: T | undefined;
  try {
    await database.db.transaction(async (tx) => {
      result = await work(tx as unknown as Db);
      throw ROLLBACK;
    });
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  }
  return result!;
}

const one = async <T>(db: Db, query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query))[0]!;

/** A new product of the plastics shop with its Romanian search row, written as an import would. */
async function newProduct(db: Db, code: string, title: string) {
  const { site_id, category_id } = await one<{ site_id: number; category_id: number }>(
    db,
    sql`SELECT s.id AS site_id, min(c.id) AS category_id FROM sites s JOIN categories c ON c.site_id = s.id
     WHERE s.brand_key = 'plastics' AND c.parent_id IS NOT NULL GROUP BY s.id`,
  );
  const { id } = await one<{ id: number }>(
    db,
    sql`INSERT INTO products (site_id, category_id, code, title, short_description, description, slug, price_minor, stock, sort_priority)
      VALUES (${site_id}, ${category_id}, ${code}, ${JSON.stringify({ ro: title })}, '{}', '{}', ${JSON.stringify({ ro: code })},
              100, 1, 1000) RETURNING id`,
  );
  await db.execute(sql`INSERT INTO product_search (product_id, site_id, lang, folded, document)
    VALUES (${id}, ${site_id}, 'ro', ${foldToLatin(title)}, ${title})`);
  return { id, siteId: site_id, categoryId: category_id };
}

const RO = { lang: 'ro', mainLang: 'ro' } as const;
const vocabulary = async (db: Db, siteId: number, words: string[]) =>
  rowsOf<{ word: string; frequency: number }>(
    await db.execute(sql`SELECT word, frequency FROM search_vocabulary
      WHERE site_id = ${siteId} AND lang = 'ro' AND word IN (${sql.join(
        words.map((w) => sql`${w}`),
        sql`, `,
      )}) ORDER BY word`),
  );

describe('the vocabulary follows every write', () => {
  it("learns a new product's words, so a typo of them finds it", async () => {
    const found = await rolledBack(async (tx) => {
      const product = await newProduct(tx, 'PLA-VOC1', 'Zefirul fermecat');
      expect(await vocabulary(tx, product.siteId, ['fermecat', 'zefirul'])).toEqual([
        { word: 'fermecat', frequency: 1 },
        { word: 'zefirul', frequency: 1 },
      ]);
      return searchProducts(tx, product.siteId, RO, 'zefirl');
    });
    expect(found.products.map((p) => p.title)).toEqual(['Zefirul fermecat']);
    expect(found.corrections).toEqual([{ from: 'zefirl', to: 'zefirul' }]);
  });

  it('forgets the words a rewritten or deleted row no longer has', async () => {
    await rolledBack(async (tx) => {
      const product = await newProduct(tx, 'PLA-VOC2', 'Zefirul fermecat');
      await tx.execute(sql`UPDATE product_search SET document = 'Vulturul fermecat' WHERE product_id = ${product.id}`);
      expect(await vocabulary(tx, product.siteId, ['fermecat', 'vulturul', 'zefirul'])).toEqual([
        { word: 'fermecat', frequency: 1 },
        { word: 'vulturul', frequency: 1 },
      ]);
      expect((await searchProducts(tx, product.siteId, RO, 'zefirul')).products).toEqual([]);
      const keys = await one<{ n: number }>(
        tx,
        sql`SELECT count(*)::int AS n FROM search_typo_keys
        WHERE site_id = ${product.siteId} AND folded = 'zefirul'`,
      );
      expect(keys.n).toBe(0);
      await tx.execute(sql`DELETE FROM products WHERE id = ${product.id}`);
      expect(await vocabulary(tx, product.siteId, ['fermecat', 'vulturul'])).toEqual([]);
    });
  });

  it("follows a product's new code and its category's new title", async () => {
    await rolledBack(async (tx) => {
      const product = await newProduct(tx, 'PLA-VOC3', 'Zefirul fermecat');
      await tx.execute(sql`UPDATE products SET code = 'PLA-QX731' WHERE id = ${product.id}`);
      expect((await searchProducts(tx, product.siteId, RO, 'QX731')).products.map((p) => p.productId)).toEqual([
        product.id,
      ]);
      await tx.execute(
        sql`UPDATE categories SET title = title || '{"ro": "Galaxorii stelare"}' WHERE id = ${product.categoryId}`,
      );
      const byCategory = await searchProducts(tx, product.siteId, RO, 'galaxori stelare');
      expect(byCategory.products.map((p) => p.productId)).toContain(product.id);
    });
  });
});

describe('the database reads words as @vitrina/domain does', () => {
  it.each([
    'Шампунь',
    'ȘAMPON',
    'şampon',
    'Ţânţar',
    'Їжак',
    'ЁЛКА',
    'Ґанок',
    'Щука',
    'Єнот',
    'straße',
    'café',
    'İstanbul',
    'Ærø',
    'A123',
  ])('folds %s the same way', async (word) => {
    const { folded } = await one<{ folded: string }>(database.db, sql`SELECT search_fold(${word}) AS folded`);
    expect(folded).toBe(foldToLatin(word).replaceAll(' ', ''));
  });

  it('splits a text into the same words', async () => {
    const text = "Ușă-de lemn, ШАМПУНЬ «Дерев'яні» DOO-00012 3.5mm";
    const { words } = await one<{ words: string[] }>(
      database.db,
      sql`SELECT array_agg(search_fold(w) ORDER BY search_fold(w)) AS words FROM unnest(search_text_words(${text})) w`,
    );
    expect(words).toEqual([...new Set(searchWords(text).map((w) => w.folded))].sort());
  });
});

describe('migration 0029 and the schema file', () => {
  it.each([searchVocabulary, searchTypoKeys].map((table) => [getTableConfig(table).name, table] as const))(
    'makes %s as its Drizzle schema describes it',
    async (name, table) => {
      expect(await catalogueOf(database.db, name)).toEqual(schemaOf(table));
    },
  );
});

describe('migration 0029 on a catalogue that has products', () => {
  it('learns their words, codes and categories, so a typo finds them at once', async () => {
    const before = migrationsBefore('0029_search_vocabulary');
    // In memory whatever DATABASE_URL says: the test needs a database of its own at an old schema.
    const old = await openDatabase({});
    try {
      await migrate(old.db as never, { migrationsFolder: before.folder });
      await old.db
        .execute(sql`INSERT INTO sites (token, brand_key, hosts, public_origin, theme, langs, main_lang, currency)
        VALUES ('a', 'a', ARRAY['a.md'], 'http://a.md', 'light', ARRAY['ro'], 'ro', 'MDL')`);
      await old.db.execute(
        sql`INSERT INTO categories (site_id, title, slug) SELECT id, '{"ro": "Fotolii"}', '{"ro": "fotolii"}' FROM sites`,
      );
      await old.db
        .execute(sql`INSERT INTO products (site_id, category_id, code, title, short_description, description, slug, price_minor, stock)
        SELECT s.id, c.id, 'FOT-00001', '{"ro": "Balansoar"}', '{}', '{}', '{"ro": "balansoar"}', 100, 1 FROM sites s, categories c`);
      await old.db.execute(sql`INSERT INTO product_search (product_id, site_id, lang, folded, document)
        SELECT id, site_id, 'ro', 'balansoar fot 00001', 'Balansoar Comfy' FROM products`);

      await old.migrate();

      const words = rowsOf<{ word: string }>(
        await old.db.execute(sql`SELECT word FROM search_vocabulary ORDER BY word`),
      );
      expect(words.map((row) => row.word)).toEqual(['00001', 'balansoar', 'comfy', 'fot', 'fotolii']);
      const { id } = await one<{ id: number }>(old.db, sql`SELECT id FROM sites`);
      for (const typo of ['balansor', 'fotoli', '00001'])
        expect((await searchProducts(old.db, id, RO, typo)).products.map((p) => p.title)).toEqual(['Balansoar']);
    } finally {
      await old.close();
      before.remove();
    }
  });
});
