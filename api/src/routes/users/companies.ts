// users/user-group/{id}/create-company and create-company-multi (the spec's PATCH calls; {id} is
// the user's group, which is the user's id here), users/company/{id} (edit) and users/company (list).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  companyCreateRequest,
  companyEditRequest,
  companyListQuery,
  companyListResponse,
  companySchema,
  dbIdParam,
  errorResponses,
  siteHeadersSchema,
} from '@vitrina/contract';

import { createCompany, editCompany, listCompanies } from '../../accounts/companies.ts';
import { ownUserId } from '../../accounts/profile.ts';

export async function companyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const headers = siteHeadersSchema;
  const tags = ['account'];
  const config = { user: true };
  const params = z.object({ id: dbIdParam });

  for (const mode of ['single', 'multi'] as const) {
    app.patch(
      mode === 'single' ? '/users/user-group/:id/create-company' : '/users/user-group/:id/create-company-multi',
      {
        config,
        schema: {
          operationId: mode === 'single' ? 'createCompany' : 'createCompanyMulti',
          summary:
            mode === 'single'
              ? "Make (or change) the shopper's one company; the shopper then buys as a company"
              : 'Add one more company; the shopper then buys as a company',
          tags,
          headers,
          params,
          body: companyCreateRequest,
          response: { 200: companySchema, ...errorResponses },
        },
      },
      (req) => {
        ownUserId(req.user.row, req.params.id);
        return createCompany(app.db, req.user.row.id, req.body, mode, app.auth.now());
      },
    );
  }

  app.patch(
    '/users/company/:id',
    {
      config,
      schema: {
        operationId: 'editCompany',
        summary: "Change one of the shopper's companies; another's is a 404",
        tags,
        headers,
        params,
        body: companyEditRequest,
        response: { 200: companySchema, ...errorResponses },
      },
    },
    (req) => editCompany(app.db, req.user.row.id, req.params.id, req.body),
  );

  app.get(
    '/users/company',
    {
      config,
      schema: {
        operationId: 'listCompanies',
        summary: "The shopper's companies, newest first, filtered and paged as the spec's company list",
        tags,
        headers,
        querystring: companyListQuery,
        response: { 200: companyListResponse, ...errorResponses },
      },
    },
    (req) => listCompanies(app.db, req.user.row.id, req.query),
  );
}
