// general/product-review: list (GET ?product_id), write (POST), like and dislike (POST {id}/like|dislike).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import {
  errorResponses,
  productReviewBody,
  productReviewListQuery,
  productReviewListResponse,
  productReviewSchema,
  reviewVoteParams,
  siteHeadersSchema,
} from '@vitrina/contract';

import { addProductReview, listProductReviews, voteOnReview } from '../../catalog/reviews.ts';

const tags = ['reviews'];

export async function reviewRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/general/product-review', {
    schema: { tags, headers: siteHeadersSchema, querystring: productReviewListQuery, response: { 200: productReviewListResponse, ...errorResponses } },
  }, (req) => listProductReviews(app.db, req.site.id, req.query.product_id, req.query.page));
  app.post('/general/product-review', {
    schema: { tags, headers: siteHeadersSchema, body: productReviewBody, response: { 201: productReviewSchema, ...errorResponses } },
  }, async (req, reply) => reply.code(201).send(await addProductReview(app.db, req.site.id, req.body)));
  app.post('/general/product-review/:id/:vote', {
    schema: { tags, headers: siteHeadersSchema, params: reviewVoteParams, response: { 200: productReviewSchema, ...errorResponses } },
  }, (req) => voteOnReview(app.db, req.site.id, req.params.id, req.params.vote));
}
