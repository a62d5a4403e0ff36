// Reading adverts: the list (general/v2/product), one advert, its titles for the language switch,
// its contacts revealed on request, and the owner's own list (api/my-adverts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import {
  advertContactsResponse,
  advertListQuery,
  advertListResponse,
  advertSchema,
  advertSlugParams,
  advertTitleResponse,
  errorResponses,
  myAdvertsQuery,
  siteHeadersSchema,
} from '@vitrina/contract';

import { advertTitles, contactsOf, readAdvert, visibleAdvertId } from '../../adverts/advert-detail.ts';
import type { CardScope } from '../../adverts/card-query.ts';
import { listAdverts } from '../../adverts/list-adverts.ts';
import { listMyAdverts } from '../../adverts/my-adverts.ts';
import { optionalUser } from '../../auth/plugin.ts';
import { langOf } from '../../catalog/localise.ts';

export const cardScope = (req: FastifyRequest): CardScope => ({
  siteId: req.site.id,
  currency: req.site.currency,
  ctx: langOf(req),
});

export async function advertReadRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const headers = siteHeadersSchema;
  const tags = ['adverts'];
  const params = advertSlugParams;
  const optional = { user: 'optional' as const };

  app.get(
    '/general/v2/product',
    {
      schema: {
        operationId: 'listAdverts',
        summary:
          'One page of the published adverts, filtered by type, category, place, price, area and words, and sorted',
        tags,
        headers,
        querystring: advertListQuery,
        response: { 200: advertListResponse, ...errorResponses },
      },
    },
    (req) => listAdverts(app.db, app.advertServices.counts, cardScope(req), req.query),
  );

  app.get(
    '/api/adverts/:slug',
    {
      config: optional,
      schema: {
        operationId: 'getAdvert',
        summary: 'One advert; a draft, inactive or deleted one only for its owner (anyone else: 404)',
        tags,
        headers,
        params,
        response: { 200: advertSchema, ...errorResponses },
      },
    },
    (req) => readAdvert(app.db, cardScope(req), req.params.slug, optionalUser(req)?.row.id ?? null),
  );

  app.get(
    '/api/adverts/:slug/contacts',
    {
      config: optional,
      schema: {
        operationId: 'revealAdvertContacts',
        summary: "An advert's contacts, asked for one advert at a time (limited per address against scrapers)",
        tags,
        headers,
        params,
        response: { 200: advertContactsResponse, ...errorResponses },
      },
    },
    async (req, reply) => {
      const id = await visibleAdvertId(app.db, req.site.id, req.params.slug, optionalUser(req)?.row.id ?? null);
      reply.header('cache-control', 'private, no-store');
      return { contacts: await contactsOf(app.db, id) };
    },
  );

  app.get(
    '/api/advert-title/:slug',
    {
      config: optional,
      schema: {
        operationId: 'getAdvertTitles',
        summary: "An advert's title in Romanian and in Russian, for the language switch",
        tags,
        headers,
        params,
        response: { 200: advertTitleResponse, ...errorResponses },
      },
    },
    (req) => advertTitles(app.db, req.site.id, req.params.slug, optionalUser(req)?.row.id ?? null),
  );

  app.get(
    '/api/my-adverts',
    {
      config: { user: true },
      schema: {
        operationId: 'listMyAdverts',
        summary: "The signed-in shopper's own adverts, drafts and inactive ones too, newest first",
        tags,
        headers,
        querystring: myAdvertsQuery,
        response: { 200: advertListResponse, ...errorResponses },
      },
    },
    (req) => listMyAdverts(app.db, cardScope(req), req.user.row.id, req.query),
  );
}
