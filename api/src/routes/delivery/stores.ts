// general/stores: the shop's stores, for pickup at checkout and the store-availability window with
// its map: name, address and locality in the request's language, the week's hours, the place on the
// map and the phone, in the shop's order. With product_ids, each store says whether each product
// can be picked up there (the orders' rule, canPickUp: the stock is the shop's, not a store's).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import {
  errorResponses,
  siteHeadersSchema,
  storeListQuery,
  storeListResponse,
  type StoreList,
} from '@vitrina/contract';
import type { OpeningHours } from '@vitrina/domain';

import { tag } from '../../cache-tags/tags.ts';
import { langOf, t, type LangContext } from '../../catalog/localise.ts';
import type { Db } from '../../db/client.ts';
import { localities, products, stores } from '../../db/schema/index.ts';
import { canPickUp, rulesOf } from '../../orders/orderable.ts';
import type { Site } from '../../plugins/site.ts';

/** Whether each of the shop's products among `ids` can be picked up, in the order asked. */
async function pickupOf(db: Db, site: Site, ids: readonly number[]) {
  const rows = await db
    .select({ id: products.id, active: products.active, available: products.available, stock: products.stock })
    .from(products)
    .where(and(eq(products.siteId, site.id), inArray(products.id, [...ids])));
  const { allowNegativeStock } = rulesOf(site.settings);
  const byId = new Map(
    rows.map((row) => [row.id, canPickUp({ ...row, stock: Number(row.stock) }, allowNegativeStock)]),
  );
  return [...new Set(ids)].filter((id) => byId.has(id)).map((id) => ({ product_id: id, available: byId.get(id)! }));
}

export async function listStores(db: Db, site: Site, ctx: LangContext, productIds?: readonly number[]) {
  const rows = await db
    .select({ store: stores, locality: localities.label })
    .from(stores)
    .leftJoin(localities, eq(localities.id, stores.localityId))
    .where(eq(stores.siteId, site.id))
    .orderBy(asc(stores.position), asc(stores.id));
  const pickup = productIds ? await pickupOf(db, site, productIds) : undefined;
  return rows.map(({ store, locality }): StoreList[number] => ({
    id: store.id,
    name: t(store.name, ctx),
    address: t(store.address, ctx),
    locality: locality === null ? null : t(locality, ctx),
    opening_hours: store.openingHours as OpeningHours[],
    time_zone: store.timeZone,
    lat: store.lat,
    lon: store.lon,
    phone: store.phone,
    ...(pickup ? { pickup } : {}),
  }));
}

export async function storeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/general/stores',
    {
      schema: {
        operationId: 'listStores',
        summary: "The shop's stores for pickup and the map; with product_ids, what can be picked up there",
        tags: ['delivery'],
        headers: siteHeadersSchema,
        querystring: storeListQuery,
        response: { 200: storeListResponse, ...errorResponses },
      },
    },
    async (req, reply) => {
      const asked = req.query.product_ids;
      const ids = asked === undefined ? undefined : [asked].flat();
      reply.cacheTags((ids ?? []).map(tag.product));
      return listStores(app.db, req.site, langOf(req), ids);
    },
  );
}
