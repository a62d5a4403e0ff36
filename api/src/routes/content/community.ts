// base/services, base/reviews, base/video-reviews, base/partners/region_partners.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import {
  errorResponses,
  regionPartnersResponse,
  servicesResponse,
  shopReviewsQuery,
  shopReviewsResponse,
  siteHeadersSchema,
  videoReviewsQuery,
  videoReviewsResponse,
} from '@vitrina/contract';

import { langOf } from '../../catalog/localise.ts';
import { listRegionPartners, listServices, listShopReviews } from '../../content/community.ts';
import { listVideoReviews } from '../../content/video-reviews.ts';

const tags = ['content'];

export async function communityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/base/services',
    {
      schema: {
        operationId: 'listServices',
        summary: "The shop's services",
        tags,
        headers: siteHeadersSchema,
        response: { 200: servicesResponse, ...errorResponses },
      },
    },
    (req) => listServices(app.db, req.site.id, langOf(req)),
  );
  app.get(
    '/base/reviews',
    {
      schema: {
        operationId: 'listShopReviews',
        summary: 'A page of reviews of the shop',
        tags,
        headers: siteHeadersSchema,
        querystring: shopReviewsQuery,
        response: { 200: shopReviewsResponse, ...errorResponses },
      },
    },
    async (req) => listShopReviews(req.site.id, langOf(req), req.query.page),
  );
  app.get(
    '/base/video-reviews',
    {
      schema: {
        operationId: 'listVideoReviews',
        summary: 'A page of video reviews, optionally of one product',
        tags,
        headers: siteHeadersSchema,
        querystring: videoReviewsQuery,
        response: { 200: videoReviewsResponse, ...errorResponses },
      },
    },
    (req) => listVideoReviews(app.db, req.site.id, langOf(req), req.query),
  );
  app.get(
    '/base/partners/region_partners',
    {
      schema: {
        operationId: 'listRegionPartners',
        summary: 'Partners by region',
        tags,
        headers: siteHeadersSchema,
        response: { 200: regionPartnersResponse, ...errorResponses },
      },
    },
    (req) => listRegionPartners(app.db, req.site.id, langOf(req)),
  );
}
