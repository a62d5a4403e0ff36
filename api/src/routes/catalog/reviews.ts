// general/product-review: list (GET ?product_id), write (POST, with the bot check of the forms),
// like and dislike (POST {id}/like|dislike, one vote per visitor).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import {
  errorResponses,
  errorSchema,
  productReviewBody,
  productReviewListQuery,
  productReviewListResponse,
  productReviewSchema,
  reviewVoteParams,
  siteHeadersSchema,
} from '@vitrina/contract';

import { tag } from '../../cache-tags/tags.ts';
import { voteOnReview, voterOf } from '../../catalog/review-votes.ts';
import { addProductReview, listProductReviews } from '../../catalog/reviews.ts';
import { assertHuman } from '../../forms/bot-check.ts';

const tags = ['reviews'];

export async function reviewRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/general/product-review',
    {
      schema: {
        operationId: 'listProductReviews',
        summary: "A product's reviews, newest first, with the average rating",
        tags,
        headers: siteHeadersSchema,
        querystring: productReviewListQuery,
        response: { 200: productReviewListResponse, ...errorResponses },
      },
    },
    (req, reply) => {
      reply.cacheTags([tag.product(req.query.product_id)]);
      return listProductReviews(app.db, req.site.id, req.query.product_id, req.query.page);
    },
  );
  app.post(
    '/general/product-review',
    {
      schema: {
        operationId: 'createProductReview',
        summary: 'Write a product review (with the bot check of the forms)',
        tags,
        headers: siteHeadersSchema,
        body: productReviewBody,
        response: { 201: productReviewSchema, ...errorResponses, 503: errorSchema },
      },
    },
    async (req, reply) => {
      const { altcha, captcha, ...review } = req.body;
      await assertHuman(app.botCheck, req.site, { altcha, captcha }, req.ip);
      return reply.code(201).send(await addProductReview(app.db, req.site.id, review));
    },
  );
  app.post(
    '/general/product-review/:id/:vote',
    {
      schema: {
        operationId: 'voteOnProductReview',
        summary: 'Like or dislike a review; one vote per visitor',
        tags,
        headers: siteHeadersSchema,
        params: reviewVoteParams,
        response: { 200: productReviewSchema, ...errorResponses },
      },
    },
    (req) => voteOnReview(app.db, req.site.id, req.params.id, req.params.vote, voterOf(app.botCheck.secret, req.ip)),
  );
}
