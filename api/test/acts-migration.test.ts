// Migration 0026 (credit programs and applications, order acts) is hand-written SQL: the tables it
// makes match their Drizzle schema (columns with their types, nullability and defaults, indexes,
// checks, foreign keys), and on a database with orders already paid or completed for a company it
// issues their acts, numbered per shop in the order they were settled.
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

import { openDatabase } from '../src/db/client.ts';
import { rowsOf } from '../src/db/rows.ts';
import { creditApplications, creditPrograms, orderActs } from '../src/db/schema/index.ts';
import { catalogueOf, migrationsBefore, schemaOf } from './migration-support.ts';

/** The migrations folder as it was before 0026. */
const before = migrationsBefore('0026_credits');
// In memory whatever DATABASE_URL says: the test needs a database of its own at an old schema.
const database = await openDatabase({});
const { db } = database;
afterAll(async () => {
  await database.close();
  before.remove();
});

describe('migration 0026', () => {
  it("issues acts for the orders paid or completed for a company before it, in each shop's order", async () => {
    await migrate(db as never, { migrationsFolder: before.folder });
    await db.execute(sql`INSERT INTO sites (token, brand_key, hosts, public_origin, theme, langs, main_lang, currency)
      VALUES ('a', 'a', ARRAY['a.md'], 'http://a.md', 'light', ARRAY['ro'], 'ro', 'MDL'),
             ('b', 'b', ARRAY['b.md'], 'http://b.md', 'light', ARRAY['ro'], 'ro', 'MDL')`);
    await db.execute(sql`INSERT INTO users (site_id, email, password_hash)
      SELECT id, 'buyer@' || brand_key || '.md', 'x' FROM sites`);
    await db.execute(
      sql`INSERT INTO companies (user_id, name, fiscal_code) SELECT id, 'SRL ' || id, '1003600012345' FROM users`,
    );
    const order = (site: string, status: string, day: number, company = true) =>
      db.execute(sql`INSERT INTO orders (site_id, user_id, company_id, status, payment_method, currency, goods_minor,
          discount_minor, delivery_minor, total_minor, contact, delivery, lang, updated_at)
        SELECT s.id, u.id, ${company ? sql`c.id` : sql`NULL`}, ${status}, 'cash', 'MDL', 100, 0, 0, 100, '{}', '{}', 'ro',
          ${new Date(Date.UTC(2026, 0, day))}
        FROM sites s JOIN users u ON u.site_id = s.id JOIN companies c ON c.user_id = u.id WHERE s.token = ${site}
        RETURNING id`);
    const id = async (made: Promise<unknown>) => rowsOf<{ id: number }>(await made)[0]!.id;
    const later = await id(order('a', 'completed', 9));
    const earlier = await id(order('a', 'paid', 2));
    await order('a', 'new', 3);
    await order('a', 'paid', 4, false);
    const other = await id(order('b', 'paid', 5));

    await database.migrate();

    const acts = rowsOf<{ order_id: number; seq: number; issued_at: string }>(
      await db.execute(sql`SELECT order_id, seq, issued_at FROM order_acts ORDER BY order_id`),
    );
    expect(acts.map((row) => [row.order_id, row.seq, new Date(row.issued_at).getUTCDate()])).toEqual(
      [
        [later, 2, 9],
        [earlier, 1, 2],
        [other, 1, 5],
      ].sort((a, b) => a[0]! - b[0]!),
    );
  });

  it.each([
    ['credit_programs', creditPrograms],
    ['credit_applications', creditApplications],
    ['order_acts', orderActs],
  ] as [string, PgTable][])('makes %s as its Drizzle schema describes it', async (name, table) => {
    await database.migrate();
    expect(await catalogueOf(db, name)).toEqual(schemaOf(table));
  });
});
