// general/v3/credits/calculate (one program and term: the schedule of a product's credit) and
// calculator/credit-price ("from X a month": the lowest monthly payment any program gives).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import {
  creditCalculateRequest,
  creditCalculationSchema,
  creditPriceRequest,
  creditPriceSchema,
  errorResponses,
  errorSchema,
  siteHeadersSchema,
} from '@vitrina/contract';
import { toMajor } from '@vitrina/domain';

import { activeProgram, activePrograms } from '../../credit/programs.ts';
import {
  amountOf,
  calculationView,
  checkLends,
  checkMonths,
  cheapestMonthly,
  creditSubject,
  scheduleOf,
} from '../../credit/terms.ts';

export async function creditCalculateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['credit'];
  const headers = siteHeadersSchema;

  app.post(
    '/general/v3/credits/calculate',
    {
      schema: {
        operationId: 'calculateCredit',
        summary: "A product's credit with one program over one term: the payments, from today's price",
        tags,
        headers,
        body: creditCalculateRequest,
        response: { 200: creditCalculationSchema, 409: errorSchema, ...errorResponses },
      },
    },
    async (req) => {
      const { product_id, program_id, months, count } = req.body;
      const subject = await creditSubject(app.db, req.site.id, product_id);
      const program = await activeProgram(app.db, req.site.id, program_id);
      checkMonths(program, months);
      const { amountMinor } = amountOf(subject, count);
      checkLends(program, [subject], amountMinor);
      return calculationView(program, months, req.site.currency, amountMinor, scheduleOf(program, months, amountMinor));
    },
  );

  app.post(
    '/calculator/credit-price',
    {
      schema: {
        operationId: 'getCreditPrice',
        summary: 'The lowest monthly payment of the programs that lend on the product ("from X a month"), or null',
        tags,
        headers,
        body: creditPriceRequest,
        response: { 200: creditPriceSchema, ...errorResponses },
      },
    },
    async (req) => {
      const [subject, programs] = await Promise.all([
        creditSubject(app.db, req.site.id, req.body.product_id),
        activePrograms(app.db, req.site.id),
      ]);
      const { amountMinor } = amountOf(subject, req.body.count);
      const best = cheapestMonthly(programs, subject, amountMinor);
      return {
        product_id: subject.id,
        currency: req.site.currency,
        price: toMajor(amountMinor),
        monthly_payment: best ? toMajor(best.monthlyMinor) : null,
        program_id: best?.program.id ?? null,
        months: best?.months ?? null,
      };
    },
  );
}
