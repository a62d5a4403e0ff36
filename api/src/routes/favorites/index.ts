// favorites (GET, POST, DELETE as the spec has them) and favorites/merge: the guest's list joins
// the account at sign-in in one call.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import {
  errorResponses,
  favoriteDeleteRequest,
  favoriteRequest,
  favoritesMergeRequest,
  favoritesResponse,
  siteHeadersSchema,
} from '@vitrina/contract';

import {
  addFavorite,
  clearFavorites,
  listFavorites,
  mergeFavorites,
  removeFavorite,
} from '../../accounts/favorites.ts';

export async function favoriteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const headers = siteHeadersSchema;
  const tags = ['account'];
  const config = { user: true };
  const response = { 200: favoritesResponse, ...errorResponses };

  app.get(
    '/favorites',
    {
      config,
      schema: { operationId: 'listFavorites', summary: "The signed-in shopper's favourites", tags, headers, response },
    },
    (req) => listFavorites(app.db, req.user.row.id),
  );

  app.post(
    '/favorites',
    {
      config,
      schema: {
        operationId: 'addFavorite',
        summary: "Add a product of the shop to the favourites (again: no change); another shop's product is a 404",
        tags,
        headers,
        body: favoriteRequest,
        response,
      },
    },
    (req) => addFavorite(app.db, req.site.id, req.user.row.id, req.body.product_id, app.auth.now()),
  );

  app.delete(
    '/favorites',
    {
      config,
      schema: {
        operationId: 'removeFavorite',
        summary: 'Remove one product from the favourites, or every one with clear_all',
        tags,
        headers,
        body: favoriteDeleteRequest,
        response,
      },
    },
    (req) =>
      req.body.product_id !== undefined && req.body.clear_all !== true
        ? removeFavorite(app.db, req.site.id, req.user.row.id, req.body.product_id)
        : clearFavorites(app.db, req.user.row.id),
  );

  app.post(
    '/favorites/merge',
    {
      config,
      schema: {
        operationId: 'mergeFavorites',
        summary: "Add a guest's favourites at sign-in; ids the shop does not have are skipped",
        tags,
        headers,
        body: favoritesMergeRequest,
        response,
      },
    },
    (req) => mergeFavorites(app.db, req.site.id, req.user.row.id, req.body.product_ids, app.auth.now()),
  );
}
