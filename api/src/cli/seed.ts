// db:seed — empties the database and writes the demo again.
// `--products N` gives every brand N products; `--brands a,b` seeds only those brands
// (the benchmark catalogue: --brands speakers --products 100000).
import { parseArgs } from 'node:util';

import { loadConfigOrExit } from '@vitrina/config';

import { apiConfigSchema } from '../config.ts';

const { values } = parseArgs({ options: { products: { type: 'string' }, brands: { type: 'string' } } });
const products = values.products === undefined ? undefined : Number(values.products);
if (products !== undefined && (!Number.isInteger(products) || products < 1 || products > 1_000_000)) {
  process.stderr.write(`--products must be a whole number from 1 to 1000000, got ${values.products}\n`);
  process.exit(2);
}
const only = values.brands?.split(',').filter(Boolean);
// The seeds and the database client load after the flags are checked: a wrong flag is told at once.
const { BRAND_SEEDS } = await import('../seed/brands/index.ts');
const unknown = only?.filter((key) => !BRAND_SEEDS.some((seed) => seed.key === key)) ?? [];
if (unknown.length > 0) {
  process.stderr.write(
    `--brands: unknown brand ${unknown.join(', ')}; known: ${BRAND_SEEDS.map((seed) => seed.key).join(', ')}\n`,
  );
  process.exit(2);
}
const config = loadConfigOrExit(apiConfigSchema, process.env);
const { openDatabase, pgliteDir } = await import('../db/client.ts');
const { clearAll, seedDemo } = await import('../seed/index.ts');
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: pgliteDir(config.DATA_DIR) });
await database.migrate();
await clearAll(database.db);
const summary = await seedDemo(database.db, {
  ...(products ? { productsPerBrand: products } : {}),
  ...(only ? { only } : {}),
  ...(config.SHOP_PUBLIC_PORT ? { publicPort: config.SHOP_PUBLIC_PORT } : {}),
});
for (const row of summary) process.stdout.write(`${row.brand}: ${row.products} products\n`);
await database.close();
