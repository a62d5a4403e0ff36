// Migration 0014 on a database whose articles have one slug for every language: each article gets
// a slug per language of its shop, its title there folded to Latin (Cyrillic as the seed folds it),
// its old slug where the language has no title or is the main one, and older links keep working.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, expect, it } from 'vitest';

import { foldToLatin } from '@vitrina/domain';

import { openDatabase } from '../src/db/client.ts';
import { rowsOf } from '../src/db/rows.ts';
import { slugify } from '../src/seed/random.ts';

const MIGRATIONS = join(dirname(fileURLToPath(import.meta.url)), '..', 'drizzle');
const TAG = '0014_article_slugs';

/** The migrations folder as it was before 0014: the same files with the journal cut before it. */
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

const RU_TITLE = 'Щётки, жидкое мыло и чай: уход за ёлкой!';
const UK_TITLE = 'Ґанок і їжак: єдиний вибір';

it("gives existing articles a slug per language from their titles, or their old slug where there's none", async () => {
  await migrate(database.db as never, { migrationsFolder: before });
  const { db } = database;
  await db.execute(sql`INSERT INTO sites (token, brand_key, hosts, public_origin, theme, langs, main_lang, currency)
    VALUES ('old', 'old', ARRAY['old.example.md'], 'http://old.example.md', 'light', ARRAY['ro', 'ru', 'uk', 'en'], 'ro', 'MDL')`);
  const title = JSON.stringify({ ro: 'Îngrijirea ușilor', ru: RU_TITLE, uk: UK_TITLE });
  const [article] = rowsOf<{ id: number }>(
    await db.execute(sql`INSERT INTO articles (site_id, slug, title, excerpt, html, image, published_at)
      SELECT id, 'ingrijirea-usilor-1', ${title}::jsonb, '{}'::jsonb, '{}'::jsonb, '/a.svg', now() FROM sites
      RETURNING id`),
  );

  await database.migrate();

  const rows = rowsOf<{ lang: string; slug: string }>(
    await db.execute(sql`SELECT lang, slug FROM slugs
      WHERE object_type = 'article' AND object_id = ${article!.id} ORDER BY lang`),
  );
  const seeded = (text: string) => `${slugify(foldToLatin(text))}-${article!.id}`;
  expect(Object.fromEntries(rows.map((row) => [row.lang, row.slug]))).toEqual({
    ro: 'ingrijirea-usilor-1',
    ru: seeded(RU_TITLE),
    uk: seeded(UK_TITLE),
    en: 'ingrijirea-usilor-1',
  });
  expect(seeded(RU_TITLE)).toBe(`schetki-zhidkoe-mylo-i-chai-uhod-za-elkoi-${article!.id}`);
});
