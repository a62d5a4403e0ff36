// The migration suites' one way of comparing a hand-written migration with its Drizzle schema: a
// table's catalogue in a migrated database (columns with their types, nullability and defaults,
// checks and foreign keys by name, indexes with their uniqueness and predicate) beside what the
// schema declares; and the migrations folder as it was before a migration, to migrate a database
// to the old schema, write rows there, and see what the migration makes of them.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';

import type { Db } from '../src/db/client.ts';
import { rowsOf } from '../src/db/rows.ts';

export const MIGRATIONS = join(dirname(fileURLToPath(import.meta.url)), '..', 'drizzle');

/** Types as format_type writes them, spaces aside; a serial is an integer with a default. */
const squeeze = (type: string) => (type === 'serial' ? 'integer' : type.replaceAll(' ', ''));

export interface TableCatalogue {
  columns: string[];
  constraints: string[];
  indexes: string[];
}

/** What the database holds of a table. */
export async function catalogueOf(db: Db, name: string): Promise<TableCatalogue> {
  const columns = rowsOf<{ name: string; type: string; not_null: boolean; has_default: boolean }>(
    await db.execute(sql`SELECT attname AS name, format_type(atttypid, atttypmod) AS type, attnotnull AS not_null,
        atthasdef AS has_default
      FROM pg_attribute WHERE attrelid = ${name}::regclass AND attnum > 0 AND NOT attisdropped ORDER BY attname`),
  );
  const constraints = rowsOf<{ name: string }>(
    await db.execute(sql`SELECT conname AS name FROM pg_constraint
      WHERE conrelid = ${name}::regclass AND contype IN ('c', 'f') ORDER BY conname`),
  );
  const indexes = rowsOf<{ name: string; unique: boolean; partial: boolean }>(
    await db.execute(sql`SELECT i.relname AS name, x.indisunique AS unique, x.indpred IS NOT NULL AS partial
      FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
      WHERE x.indrelid = ${name}::regclass AND NOT x.indisprimary ORDER BY i.relname`),
  );
  return {
    columns: columns.map((c) => `${c.name} ${squeeze(c.type)} ${c.not_null} ${c.has_default}`),
    constraints: constraints.map((c) => c.name),
    indexes: indexes.map((i) => `${i.name} ${i.unique} ${i.partial}`),
  };
}

/** What the Drizzle schema declares of the same table, in the same words. */
export function schemaOf(table: PgTable): TableCatalogue {
  const config = getTableConfig(table);
  return {
    columns: config.columns
      .map((c) => `${c.name} ${squeeze(c.getSQLType())} ${c.notNull} ${c.hasDefault || c.getSQLType() === 'serial'}`)
      .sort(),
    constraints: [...config.checks.map((c) => c.name), ...config.foreignKeys.map((fk) => fk.getName())].sort(),
    indexes: config.indexes.map((i) => `${i.config.name} ${i.config.unique} ${i.config.where !== undefined}`).sort(),
  };
}

/** A copy of the migrations folder whose journal ends before `tag`; remove() it when done. */
export function migrationsBefore(tag: string): { folder: string; remove: () => void } {
  const folder = mkdtempSync(join(tmpdir(), 'vitrina-migrations-'));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at < 0) throw new Error(`No migration ${tag} in the journal`);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
