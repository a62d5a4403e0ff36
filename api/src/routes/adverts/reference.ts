// The adverts module's reference calls: categories, attributes, currency rates, the places (regions,
// a region's locations, a location's sectors), complaint categories and the terms (static content 2).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import {
  advertAttributesQuery,
  advertAttributesResponse,
  advertCategoriesResponse,
  advertLocationsResponse,
  advertRegionParams,
  advertRegionsResponse,
  advertSectorsResponse,
  complaintCategoriesResponse,
  currencyRatesResponse,
  errorResponses,
  regionsQuery,
  sectorsQuery,
  siteHeadersSchema,
  staticContentParams,
  staticContentResponse,
} from '@vitrina/contract';

import {
  listAttributes,
  listCategories,
  listComplaintCategories,
  listLocations,
  listRates,
  listRegions,
  listSectors,
  readStaticContent,
} from '../../adverts/reference.ts';
import { langOf } from '../../catalog/localise.ts';

export async function advertReferenceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const headers = siteHeadersSchema;
  const tags = ['adverts'];
  const schema = (operationId: string, summary: string) => ({ operationId, summary, tags, headers });

  app.get(
    '/api/adverts-categories',
    {
      schema: {
        ...schema('listAdvertCategories', "The shop's advert categories"),
        response: { 200: advertCategoriesResponse, ...errorResponses },
      },
    },
    (req) => listCategories(app.db, req.site.id, langOf(req)),
  );
  app.get(
    '/api/adverts-attributes',
    {
      schema: {
        ...schema('listAdvertAttributes', 'What an advert may say about itself, of every category or of one'),
        querystring: advertAttributesQuery,
        response: { 200: advertAttributesResponse, ...errorResponses },
      },
    },
    (req) => listAttributes(app.db, req.site.id, langOf(req), req.query.category),
  );
  app.get(
    '/api/currency-rates',
    {
      schema: {
        ...schema('listCurrencyRates', "How much of the shop's currency one EUR, USD or MDL buys"),
        response: { 200: currencyRatesResponse, ...errorResponses },
      },
    },
    (req) => listRates(app.db, req.site.id, req.site.currency),
  );
  app.get(
    '/api/regions',
    {
      schema: {
        ...schema(
          'listAdvertFilterRegions',
          "Regions with the count of the shop's published adverts; only_adverts=true keeps those with some",
        ),
        querystring: regionsQuery,
        response: { 200: advertRegionsResponse, ...errorResponses },
      },
    },
    (req) => listRegions(app.db, req.site.id, langOf(req), req.query.only_adverts === 'true'),
  );
  app.get(
    '/api/advert-regions',
    {
      schema: {
        ...schema('listAdvertRegions', 'The regions an advert may name (the form)'),
        response: { 200: advertRegionsResponse, ...errorResponses },
      },
    },
    (req) => listRegions(app.db, req.site.id, langOf(req), false),
  );
  app.get(
    '/api/advert-regions/:id/locations',
    {
      schema: {
        ...schema('listAdvertLocations', "A region's locations (localities); an unknown region is a 404"),
        params: advertRegionParams,
        response: { 200: advertLocationsResponse, ...errorResponses },
      },
    },
    (req) => listLocations(app.db, langOf(req), req.params.id),
  );
  app.get(
    '/api/sectors',
    {
      schema: {
        ...schema('listAdvertSectors', "A location's sectors (city districts); empty where a town has none"),
        querystring: sectorsQuery,
        response: { 200: advertSectorsResponse, ...errorResponses },
      },
    },
    (req) => listSectors(app.db, langOf(req), req.query.location),
  );
  app.get(
    '/api/complaint-categories',
    {
      schema: {
        ...schema('listComplaintCategories', 'What an advert may be reported for'),
        response: { 200: complaintCategoriesResponse, ...errorResponses },
      },
    },
    (req) => listComplaintCategories(app.db, req.site.id, langOf(req)),
  );
  app.get(
    '/api/static-content/:id',
    {
      schema: {
        ...schema('getStaticContent', "One of the module's texts by number: 2 is the adverts' terms"),
        params: staticContentParams,
        response: { 200: staticContentResponse, ...errorResponses },
      },
    },
    (req) => readStaticContent(app.db, req.site.id, langOf(req), req.params.id),
  );
}
