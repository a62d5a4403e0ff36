// api/my-favorite-adverts/: the signed-in shopper's favourite adverts (GET, by category), one added
// (POST) or removed (DELETE api/my-favorite-adverts/{advert}/).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import {
  errorResponses,
  favoriteAdvertIdsResponse,
  favoriteAdvertParams,
  favoriteAdvertRequest,
  favoriteAdvertsQuery,
  favoriteAdvertsResponse,
  siteHeadersSchema,
} from '@vitrina/contract';

import { addFavorite, listFavorites, removeFavorite } from '../../adverts/favorites.ts';
import { cardScope } from './read.ts';

export async function favoriteAdvertRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const headers = siteHeadersSchema;
  const tags = ['adverts'];
  const config = { user: true };

  app.get(
    '/api/my-favorite-adverts',
    {
      config,
      schema: {
        operationId: 'listFavoriteAdverts',
        summary: "The signed-in shopper's favourite adverts that are published, of one category or all",
        tags,
        headers,
        querystring: favoriteAdvertsQuery,
        response: { 200: favoriteAdvertsResponse, ...errorResponses },
      },
    },
    (req) => listFavorites(app.db, cardScope(req), req.user.row.id, req.query.category),
  );

  app.post(
    '/api/my-favorite-adverts',
    {
      config,
      schema: {
        operationId: 'addFavoriteAdvert',
        summary: 'Add a published advert of the shop to the favourites (again: no change)',
        tags,
        headers,
        body: favoriteAdvertRequest,
        response: { 200: favoriteAdvertIdsResponse, ...errorResponses },
      },
    },
    (req) => addFavorite(app.db, req.site.id, req.user.row.id, req.body.advert, app.auth.now()),
  );

  app.delete(
    '/api/my-favorite-adverts/:advert',
    {
      config,
      schema: {
        operationId: 'removeFavoriteAdvert',
        summary: 'Remove an advert from the favourites; one that is not among them is a 404',
        tags,
        headers,
        params: favoriteAdvertParams,
        response: { 200: favoriteAdvertIdsResponse, ...errorResponses },
      },
    },
    (req) => removeFavorite(app.db, req.user.row.id, req.params.advert),
  );
}
