// Migration 0011 on a database seeded before it: each existing shop gets an origin (the one its
// sitemap used until then), and the column then refuses anything that is not a bare origin.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, expect, it } from 'vitest';

import { openDatabase } from '../src/db/client.ts';

const MIGRATIONS = join(dirname(fileURLToPath(import.meta.url)), '..', 'drizzle');
const TAG = '0011_site_public_origin';

/** The migrations folder as it was before 0011: the same files with the journal cut before it. */
function folderBefore(): string {
  const dir = mkdtempSync(join(tmpdir(), 'vitrina-migrations-'));
  cpSync(MIGRATIONS, dir, { recursive: true });
  const journalFile = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string; idx: number }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === TAG);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return dir;
}

const before = folderBefore();
// In memory whatever DATABASE_URL says: the test needs a database of its own at an old schema.
const database = await openDatabase({});
afterAll(async () => {
  await database.close();
  rmSync(before, { recursive: true, force: true });
});

it('gives existing shops the origin of their first host and then holds the column to bare origins', async () => {
  await migrate(database.db as never, { migrationsFolder: before });
  await database.db.execute(sql`INSERT INTO sites (token, brand_key, hosts, theme, langs, main_lang, currency)
    VALUES ('old', 'old', ARRAY['Old.Example.md', 'www.old.example.md'], 'light', ARRAY['ro'], 'ro', 'MDL')`);

  await database.migrate();

  const { rows } = (await database.db.execute(sql`SELECT public_origin FROM sites WHERE token = 'old'`)) as unknown as {
    rows: { public_origin: string }[];
  };
  expect(rows).toEqual([{ public_origin: 'http://old.example.md' }]);
  await expect(
    database.db.execute(sql`UPDATE sites SET public_origin = 'javascript:alert(1)' WHERE token = 'old'`),
  ).rejects.toThrow();
  await expect(database.db.execute(sql`UPDATE sites SET public_origin = NULL WHERE token = 'old'`)).rejects.toThrow();
});
