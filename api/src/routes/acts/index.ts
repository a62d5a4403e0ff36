// base/act-view (a company buyer's acts, with the spec's filters) and base/act-view/{id} (one act with
// its lines). Signed-in shoppers only; another user's act or company is a 404.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import {
  actDetailSchema,
  actListQuery,
  actListSchema,
  actParams,
  errorResponses,
  siteHeadersSchema,
} from '@vitrina/contract';

import { listActs, readAct } from '../../acts/read-acts.ts';

export async function actRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];
  const config = { user: true };

  app.get(
    '/base/act-view',
    {
      config,
      schema: {
        operationId: 'listActs',
        summary: "The acts of the caller's companies' paid or completed orders, newest first",
        tags,
        headers: siteHeadersSchema,
        querystring: actListQuery,
        response: { 200: actListSchema, ...errorResponses },
      },
    },
    (req) => listActs(app.db, req.site.id, req.user.row.id, req.query),
  );

  app.get(
    '/base/act-view/:id',
    {
      config,
      schema: {
        operationId: 'readAct',
        summary: "One act of the caller's companies, with its order's lines as sold; anyone else's is not found",
        tags,
        headers: siteHeadersSchema,
        params: actParams,
        response: { 200: actDetailSchema, ...errorResponses },
      },
    },
    (req) => readAct(app.db, req.site.id, req.user.row.id, req.params.id),
  );
}
