// The benches' large catalogue on PostgreSQL (run.ts, cart.ts share it): the `speakers` shop with
// BENCH_PRODUCTS products, created, migrated and seeded on first use, left in shape for a run.
import { sql } from 'drizzle-orm';

import { openDatabase } from '@vitrina/api/db';
import type { Database } from '@vitrina/api/db';
import { clearAll, seedDemo } from '@vitrina/api/seed';

import { ensureDatabase } from './database.ts';

/** BENCH_PRODUCTS (100 000): how many products the `speakers` shop holds. */
export const CATALOGUE_PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
export const CATALOGUE_DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/vitrina_bench';

async function speakersProducts(database: Database): Promise<number> {
  const { rows } = (await database.db.execute(
    sql`SELECT count(*)::int AS n FROM products p JOIN sites s ON s.id = p.site_id WHERE s.brand_key = 'speakers'`,
  )) as unknown as { rows: { n: number }[] };
  return rows[0]?.n ?? 0;
}

/**
 * The catalogue's database, open and migrated, seeded when it holds fewer products than asked (one
 * time: seeding takes minutes). `tidy` clears what earlier runs of a bench left, before the tables
 * are vacuumed.
 */
export async function openBenchCatalogue(tidy?: (database: Database) => Promise<void>): Promise<Database> {
  await ensureDatabase(CATALOGUE_DATABASE_URL);
  const database = await openDatabase({ databaseUrl: CATALOGUE_DATABASE_URL });
  await database.migrate();
  if ((await speakersProducts(database)) < CATALOGUE_PRODUCTS) {
    console.log(`seeding ${CATALOGUE_PRODUCTS} products (one time)...`);
    await clearAll(database.db);
    await seedDemo(database.db, { only: ['speakers'], productsPerBrand: CATALOGUE_PRODUCTS });
  }
  await tidy?.(database);
  // Every run: the visibility map lets the covering indexes answer alone (count, bounds, search's
  // rank walk), and a migration may just have rewritten a table. Cheap when nothing changed.
  await database.db.execute(sql`VACUUM ANALYZE`);
  return database;
}
