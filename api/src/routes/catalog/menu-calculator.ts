// general/menu-calculator (meal-plan shops); the localities it takes are delivery's (base/locality).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { errorResponses, menuCalculatorQuery, menuCalculatorResponse, siteHeadersSchema } from '@vitrina/contract';

import { tag } from '../../cache-tags/tags.ts';
import { langOf } from '../../catalog/localise.ts';
import { calculatorOf, loadMenuCalculator } from '../../catalog/menu-calculator.ts';

export async function menuCalculatorRoutes(fastify: FastifyInstance, options: { now?: () => Date }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const now = options.now ?? (() => new Date());
  app.get(
    '/general/menu-calculator',
    {
      schema: {
        operationId: 'getMenuCalculator',
        summary: "Meal plans with their prices and each day's menu, for a locality (meal-plan shops)",
        tags: ['catalogue'],
        headers: siteHeadersSchema,
        querystring: menuCalculatorQuery,
        response: { 200: menuCalculatorResponse, ...errorResponses },
      },
      // A shop without plans is 404 whatever the query (before validation): see calculatorOf.
      preValidation: async (req) => {
        calculatorOf(req.site.brandKey);
      },
    },
    // Each day's dishes are the shop's active products, in id order.
    (req, reply) => {
      reply.cacheTags([tag.catalog(req.site.id)]);
      return loadMenuCalculator(app.db, {
        siteId: req.site.id,
        brandKey: req.site.brandKey,
        currency: req.site.currency,
        ctx: langOf(req),
        localityId: req.query.locality_id,
        now: now(),
      });
    },
  );
}
