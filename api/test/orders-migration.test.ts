// Migrations 0025 (quick orders, first-to-know, stores on the map) and 0028 (the names an order keeps,
// credit requests' Idempotency-Keys) are hand-written SQL: the tables they make or change match their
// Drizzle schema in a database migrated from nothing, and 0028 gives the orders placed before it
// the name their company has, leaving personal orders without one.
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

import { openDatabase } from '../src/db/client.ts';
import { rowsOf } from '../src/db/rows.ts';
import { creditApplications, firstToKnow, orders, stores } from '../src/db/schema/index.ts';
import { catalogueOf, migrationsBefore, schemaOf } from './migration-support.ts';

// In memory whatever DATABASE_URL says: the catalogue of one fresh database is what is compared.
const database = await openDatabase({});
await database.migrate();
const { db } = database;
const old = await openDatabase({});
const before = migrationsBefore('0028_order_names');
afterAll(async () => {
  await Promise.all([database.close(), old.close()]);
  before.remove();
});

describe('migrations 0025 and 0028', () => {
  it.each([
    ['first_to_know', firstToKnow],
    ['stores', stores],
    ['orders', orders],
    ['credit_applications', creditApplications],
  ] as [string, PgTable][])('leave %s as its Drizzle schema describes it', async (name, table) => {
    expect(await catalogueOf(db, name)).toEqual(schemaOf(table));
  });

  it("names the company of an order placed before 0028 as the company is named, and no one else's", async () => {
    await migrate(old.db as never, { migrationsFolder: before.folder });
    await old.db
      .execute(sql`INSERT INTO sites (token, brand_key, hosts, public_origin, theme, langs, main_lang, currency)
      VALUES ('a', 'a', ARRAY['a.md'], 'http://a.md', 'light', ARRAY['ro'], 'ro', 'MDL')`);
    await old.db.execute(
      sql`INSERT INTO users (site_id, email, password_hash) SELECT id, 'buyer@a.md', 'x' FROM sites`,
    );
    await old.db.execute(
      sql`INSERT INTO companies (user_id, name, fiscal_code) SELECT id, 'Acme SRL', '1003600012345' FROM users`,
    );
    const order = async (company: boolean) =>
      rowsOf<{ id: number }>(
        await old.db
          .execute(sql`INSERT INTO orders (site_id, user_id, company_id, payment_method, currency, goods_minor,
            discount_minor, delivery_minor, total_minor, contact, delivery, lang)
          SELECT u.site_id, u.id, ${company ? sql`c.id` : sql`NULL`}, 'cash', 'MDL', 100, 0, 0, 100, '{}', '{}', 'ro'
          FROM users u JOIN companies c ON c.user_id = u.id RETURNING id`),
      )[0]!.id;
    const forCompany = await order(true);
    const personal = await order(false);

    await old.migrate();

    const rows = rowsOf<{ id: number; company_name: string | null; delivery_names: unknown }>(
      await old.db.execute(sql`SELECT id, company_name, delivery_names FROM orders ORDER BY id`),
    );
    expect(rows).toEqual([
      { id: forCompany, company_name: 'Acme SRL', delivery_names: null },
      { id: personal, company_name: null, delivery_names: null },
    ]);
  });
});
