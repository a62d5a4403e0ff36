// Seeds every demo brand into an empty database, or empties it first when asked (db:seed).
import { sql } from 'drizzle-orm';

import type { Db } from '../db/client.ts';
import { sites } from '../db/schema/index.ts';
import { seedAdverts } from './adverts/index.ts';
import { BRAND_SEEDS } from './brands/index.ts';
import { seedCreditPrograms } from './credit-programs.ts';
import { seedDeliveryPlaces, seedShopDelivery } from './delivery/index.ts';
import { seedBrand, type SeedOptions } from './generate.ts';
import { seedProductAssociations } from './product-associations.ts';
import { seedPromoCodes } from './promo-codes.ts';

export { followDemoPort } from './demo-origins.ts';

export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: sites.id }).from(sites).limit(1);
  return rows.length === 0;
}

/** Empties every table but catalogue_versions: its triggers move each site on, so no API's cache outlives the old data. */
export async function clearAll(db: Db) {
  await db.execute(sql`TRUNCATE sites, categories, brands, products, slugs, filter_groups, filter_options,
    product_options, price_history, product_search, product_reviews, video_reviews, articles, pages, content_blocks, regions RESTART IDENTITY CASCADE`);
}

export async function seedDemo(db: Db, options: SeedOptions & { only?: string[] } = {}) {
  const summary: { brand: string; products: number }[] = [];
  await seedDeliveryPlaces(db);
  for (const [index, seed] of BRAND_SEEDS.entries()) {
    if (options.only && !options.only.includes(seed.key)) continue;
    const { siteId, products } = await seedBrand(db, seed, index, options);
    await seedShopDelivery(db, { id: siteId, brandKey: seed.key, currency: seed.currency, langs: seed.langs });
    summary.push({ brand: seed.key, products });
  }
  await seedPromoCodes(db, options.now);
  await seedProductAssociations(db);
  await seedCreditPrograms(db);
  await seedAdverts(db, options.now);
  return summary;
}
