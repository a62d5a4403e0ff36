// Migration 0027 builds exactly the tables api/src/db/schema/adverts.ts describes (columns with their
// types and nullability, indexes, keys and checks by name), and its trigger keeps the search vector:
// an advert whose title any writer changes, here plain SQL, is found by its new words at once.
import { sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';

import { advertListResponse } from '@vitrina/contract';

import * as advertTables from '../src/db/schema/adverts.ts';
import { rowsOf } from '../src/db/rows.ts';
import { site } from './app.ts';
import { author, buildAdvertsApp, formIds, newAdvert, validForm } from './adverts-support.ts';

const ctx = await buildAdvertsApp();
const { app } = ctx;
const tables = (Object.values(advertTables) as unknown[]).filter((value): value is PgTable => value instanceof PgTable);

/** drizzle's SQL type as information_schema names it: serial is an integer, sizes aside. */
const baseType = (type: string) => type.replace(/\(.*\)$/, '').replace(/^serial$/, 'integer');

describe('migration 0027 and the schema file', () => {
  it.each(tables.map((table) => [getTableConfig(table).name, table] as const))(
    '%s has the columns the schema says',
    async (name, table) => {
      const rows = rowsOf<{ column_name: string; data_type: string; is_nullable: string }>(
        await app.db.execute(sql`SELECT column_name, data_type, is_nullable FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name = ${name} ORDER BY column_name`),
      );
      const inDatabase = rows.map((row) => [row.column_name, row.data_type, row.is_nullable === 'NO']);
      const inSchema = getTableConfig(table)
        .columns.map((column) => [column.name, baseType(column.getSQLType()), column.notNull])
        .sort(([a], [b]) => String(a).localeCompare(String(b)));
      expect(inDatabase).toEqual(inSchema);
    },
  );

  it.each(tables.map((table) => [getTableConfig(table).name, table] as const))(
    '%s has the indexes, keys and checks the schema says',
    async (name, table) => {
      const config = getTableConfig(table);
      const named = [
        ...config.indexes.map((index) => index.config.name),
        ...config.checks.map((check) => check.name),
        ...config.foreignKeys.map((key) => key.getName()),
        ...config.primaryKeys.map((key) => key.getName()),
        ...config.uniqueConstraints.map((unique) => unique.getName()),
        ...config.columns.filter((column) => column.isUnique).map((column) => column.uniqueName),
      ];
      const rows = rowsOf<{ name: string }>(
        await app.db
          .execute(sql`SELECT indexname AS name FROM pg_indexes WHERE schemaname = 'public' AND tablename = ${name}
        UNION SELECT conname FROM pg_constraint WHERE conrelid = ${name}::regclass AND contype <> 'n'`),
      );
      const inDatabase = new Set(rows.map((row) => row.name));
      // A serial primary key's index and constraint are named by PostgreSQL: <table>_pkey.
      if (config.columns.some((column) => column.primary)) named.push(`${name}_pkey`);
      expect([...inDatabase].sort()).toEqual([...new Set(named)].sort());
    },
  );
});

describe('the search vector trigger', () => {
  it('finds an advert by a Russian word written to its title with plain SQL, in another form of the word', async () => {
    const ana = await author(ctx);
    const advert = await newAdvert(app, ana, validForm(await formIds(app, 'doors')));
    const search = async (words: string) =>
      advertListResponse
        .parse(
          (
            await app.inject({ url: `/general/v2/product?search=${encodeURIComponent(words)}`, headers: site('doors') })
          ).json(),
        )
        .data.map((a) => a.id);
    expect(await search('мансарду')).not.toContain(advert.id);
    await app.db.execute(sql`UPDATE adverts SET title_ru = 'Мансарда с видом на парк' WHERE id = ${advert.id}`);
    // Stemmed as Russian by the trigger: the accusative finds the nominative.
    expect(await search('мансарду')).toContain(advert.id);
  });

  it('keeps the area in m2 for ranges: 12.5 ari are 1250 m2, 0.3 ha are 3000 m2', async () => {
    const ana = await author(ctx);
    const ids = await formIds(app, 'doors');
    const ari = await newAdvert(app, ana, validForm(ids, { area: 12.5, default_area_unit: 'ari' }));
    const ha = await newAdvert(app, ana, validForm(ids, { area: 0.3, default_area_unit: 'ha' }));
    const rows = rowsOf<{ id: number; area_m2: string }>(
      await app.db.execute(sql`SELECT id, area_m2 FROM adverts WHERE id IN (${ari.id}, ${ha.id}) ORDER BY id`),
    );
    expect(rows.map((row) => Number(row.area_m2))).toEqual([1250, 3000]);
  });
});
