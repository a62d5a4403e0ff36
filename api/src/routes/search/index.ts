// general/v2/search/search and general/popular_query.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { errorResponses, searchQuery, searchResponse, siteHeadersSchema } from '@vitrina/contract';

import { langOf } from '../../catalog/localise.ts';
import { searchProducts } from '../../catalog/search.ts';

export async function searchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/general/v2/search/search',
    {
      schema: {
        operationId: 'searchProducts',
        summary: 'Products matching a query (typos and Cyrillic/Latin spellings too) and their categories',
        tags: ['search'],
        headers: siteHeadersSchema,
        querystring: searchQuery,
        response: { 200: searchResponse, ...errorResponses },
      },
    },
    (req) => searchProducts(app.db, req.site.id, langOf(req), req.query.query),
  );
}
