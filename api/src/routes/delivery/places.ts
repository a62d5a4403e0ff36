// base/region, base/locality, base/sector and base/address: the places a delivery address is made
// of, shared by every shop, in the request's language.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import {
  errorResponses,
  localityListQuery,
  localityListResponse,
  regionListResponse,
  sectorListQuery,
  sectorListResponse,
  siteHeadersSchema,
  streetListQuery,
  streetListResponse,
} from '@vitrina/contract';

import { langOf } from '../../catalog/localise.ts';
import { listLocalities, listRegions, listSectors, listStreets } from '../../delivery/places.ts';

export async function placeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const headers = siteHeadersSchema;
  const tags = ['delivery'];

  app.get(
    '/base/region',
    {
      schema: {
        operationId: 'listRegions',
        summary: 'The regions delivered to with their localities, Chisinau (region 3) first',
        tags,
        headers,
        response: { 200: regionListResponse, ...errorResponses },
      },
    },
    (req) => listRegions(app.db, langOf(req)),
  );

  app.get(
    '/base/locality',
    {
      schema: {
        operationId: 'listLocalities',
        summary: 'Localities the shop delivers to, optionally of one region',
        tags,
        headers,
        querystring: localityListQuery,
        response: { 200: localityListResponse, ...errorResponses },
      },
    },
    (req) => listLocalities(app.db, langOf(req), req.query.region_id),
  );

  app.get(
    '/base/sector',
    {
      schema: {
        operationId: 'listSectors',
        summary: "A locality's sectors (city districts), or every locality's",
        tags,
        headers,
        querystring: sectorListQuery,
        response: { 200: sectorListResponse, ...errorResponses },
      },
    },
    (req) => listSectors(app.db, langOf(req), req.query.locality_id),
  );

  app.get(
    '/base/address',
    {
      schema: {
        operationId: 'listStreets',
        summary: "A locality's streets whose name starts with the search, at most 50",
        tags,
        headers,
        querystring: streetListQuery,
        response: { 200: streetListResponse, ...errorResponses },
      },
    },
    (req) => listStreets(app.db, langOf(req), req.query.locality_id, req.query.search),
  );
}
