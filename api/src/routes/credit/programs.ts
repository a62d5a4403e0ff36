// general/credits (the programs that lend on each product at its price), calculator/credit-calculator
// (the shop's active programs) and calculator/filials (the shop's stores, where a credit is arranged).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import {
  creditProgramListResponse,
  errorResponses,
  filialListResponse,
  productCreditsQuery,
  productCreditsResponse,
  siteHeadersSchema,
} from '@vitrina/contract';

import { tag } from '../../cache-tags/tags.ts';
import { langOf } from '../../catalog/localise.ts';
import { shopFilials } from '../../credit/filials.ts';
import { activePrograms, programView } from '../../credit/programs.ts';
import { amountOf, creditSubjects, lendsOn } from '../../credit/terms.ts';

export async function creditProgramRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['credit'];
  const headers = siteHeadersSchema;

  app.get(
    '/general/credits',
    {
      schema: {
        operationId: 'listProductCredits',
        summary: "Per product, the shop's programs that lend on it at its price (the product's smallest purchase)",
        tags,
        headers,
        querystring: productCreditsQuery,
        response: { 200: productCreditsResponse, ...errorResponses },
      },
    },
    async (req, reply) => {
      const ctx = langOf(req);
      const ids = req.query.product_ids;
      reply.cacheTags(ids.map(tag.product));
      const [subjects, programs] = await Promise.all([
        creditSubjects(app.db, req.site.id, ids),
        activePrograms(app.db, req.site.id),
      ]);
      const byId = new Map(subjects.map((subject) => [subject.id, subject]));
      return ids.flatMap((id) => {
        const subject = byId.get(id);
        if (!subject) return [];
        const { amountMinor } = amountOf(subject, undefined);
        const lending = programs.filter((program) => lendsOn(program, subject, amountMinor));
        return [{ product_id: id, programs: lending.map((program) => programView(program, ctx)) }];
      });
    },
  );

  app.get(
    '/calculator/credit-calculator',
    {
      schema: {
        operationId: 'listCreditPrograms',
        summary: "The shop's active credit programs, in the shop's order",
        tags,
        headers,
        response: { 200: creditProgramListResponse, ...errorResponses },
      },
    },
    async (req) => {
      const ctx = langOf(req);
      return (await activePrograms(app.db, req.site.id)).map((program) => programView(program, ctx));
    },
  );

  app.get(
    '/calculator/filials',
    {
      schema: {
        operationId: 'listCreditFilials',
        summary: "Where a credit can be arranged in person: the shop's stores with their hours",
        tags,
        headers,
        response: { 200: filialListResponse, ...errorResponses },
      },
    },
    (req) => shopFilials(app.db, req.site.id, langOf(req)),
  );
}
