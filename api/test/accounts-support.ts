// The account-object tests' calls: a signed-in shopper's JSON request to its shop, and a product of
// a shop to put into favourites.
import { eq } from 'drizzle-orm';

import type { App } from '../src/app.ts';
import { products, sites } from '../src/db/schema/index.ts';
import { bearer } from './auth-support.ts';

export interface Shopper {
  brand: string;
  id: number;
  access: string;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export const call = (app: App, who: Shopper, method: Method, url: string, payload?: object) =>
  app.inject({ method, url, headers: bearer(who.brand, who.access), ...(payload ? { payload } : {}) });

/** Ids of the shop's first products. */
export async function productsOf(app: App, brand: string, count = 3): Promise<number[]> {
  const rows = await app.db
    .select({ id: products.id })
    .from(products)
    .innerJoin(sites, eq(sites.id, products.siteId))
    .where(eq(sites.brandKey, brand))
    .orderBy(products.id)
    .limit(count);
  return rows.map((row) => row.id);
}

export const address = (building: string, extra: object = {}) => ({
  shipping_city_id: 3,
  shipping_street_id: 12,
  shipping_building: building,
  ...extra,
});
