// Delivery: the places of an address, a store's slots (another shop's store is 404), the shop's
// stores, the delivery text, the delivery price of a fresh guest's (empty) cart, and the parcel
// carrier's calls.
import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';

import { products, sites, stores } from '../../src/db/schema/index.ts';
import { anonymousCase, getCase, postCase, type AnswerCase, type CaseContext } from './cases.ts';

export function deliveryCases({ app }: CaseContext): AnswerCase[] {
  /** The first store of a demo shop. */
  const storeOf = async (brand: string) => {
    const [row] = await app.db
      .select({ id: stores.id })
      .from(stores)
      .innerJoin(sites, eq(sites.id, stores.siteId))
      .where(eq(sites.brandKey, brand))
      .limit(1);
    return row!.id;
  };
  const novapost = (path: string, status: number, payload: object) =>
    postCase(`POST /general/v2/novapost/${path}`, status, `/general/v2/novapost/${path}`, payload, 'demo-tech');

  return [
    getCase('GET /base/region', 200, '/base/region'),
    anonymousCase('GET /base/region', '/base/region'),
    getCase('GET /base/sector', 200, '/base/sector?locality_id=301'),
    getCase('GET /base/sector', 400, '/base/sector?locality_id=0'),
    getCase('GET /base/address', 200, '/base/address?locality_id=301&search=st'),
    getCase('GET /base/address', 400, '/base/address'),
    getCase(
      'GET /general/delivery-time/{storeId}',
      200,
      async () => `/general/delivery-time/${await storeOf('pharmacy')}`,
    ),
    getCase(
      'GET /general/delivery-time/{storeId}',
      404,
      async () => `/general/delivery-time/${await storeOf('speakers')}`,
    ),
    getCase('GET /general/stores', 200, async () => {
      const [product] = await app.db.select({ id: products.id }).from(products).limit(1);
      return `/general/stores?product_ids=${product!.id}&product_ids=${product!.id}`;
    }),
    getCase('GET /general/stores', 400, '/general/stores?product_ids=none'),
    getCase('GET /mi/delivery_info_text', 200, '/mi/delivery_info_text'),
    anonymousCase('GET /mi/delivery_info_text', '/mi/delivery_info_text'),
    postCase('POST /general/delivery-price', 200, '/general/delivery-price', () =>
      Promise.resolve({ method: 'address', region_id: 3, locality_id: 301, no_user_id: `openapi-${randomUUID()}` }),
    ),
    postCase('POST /general/delivery-price', 400, '/general/delivery-price', {
      method: 'address',
      no_user_id: `openapi-${randomUUID()}`,
    }),
    novapost('city', 200, { query: 'Ки' }),
    novapost('city', 400, { query: 5 }),
    novapost('street', 200, { cityRef: 'np-city-kyiv', query: '' }),
    novapost('street', 400, { query: '' }),
    novapost('warehouse', 200, { cityRef: 'np-city-kyiv' }),
    novapost('warehouse', 400, {}),
    novapost('postmachine', 200, { cityRef: 'np-city-kyiv', number: '55' }),
    novapost('postmachine', 400, { cityRef: '' }),
    novapost('delivery-price', 200, {
      type: 'warehouse',
      city_ref_id: 'np-city-kyiv',
      warehouse_ref_id: 'np-wh-kyiv-1',
    }),
    novapost('delivery-price', 400, { type: 'parcel' }),
  ];
}
