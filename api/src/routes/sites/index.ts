// sites/resolve: which shop serves a host name or token (the gateway's first question about a request).
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { errorSchema, siteResolveQuery, siteResolveResponse } from '@vitrina/contract';
import type { Currency, Locale } from '@vitrina/domain';

import { sites } from '../../db/schema/index.ts';
import { API_SERVER } from '../../openapi.ts';
import { notFound } from '../../plugins/errors.ts';

export async function siteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/sites/resolve',
    {
      config: { public: true, service: true },
      schema: {
        operationId: 'resolveSite',
        summary: 'Which shop serves a host name or token (the gateway asks, with the service key)',
        // The gateway's /api proxy does not forward sites/*: only the API's own address answers.
        servers: [API_SERVER],
        tags: ['sites'],
        querystring: siteResolveQuery,
        response: { 200: siteResolveResponse, 400: errorSchema, 404: errorSchema },
      },
    },
    async (req) => {
      const { token } = req.query;
      // Host names are case-insensitive and the port is not part of the site's identity.
      const host = req.query.host?.toLowerCase().replace(/:\d+$/, '');
      const where = token !== undefined ? eq(sites.token, token) : sql`${host} = ANY(${sites.hosts})`;
      const [row] = await app.db.select().from(sites).where(where).limit(1);
      if (!row) throw notFound(token !== undefined ? 'A site with this token' : `A site for the host ${host}`);
      return {
        token: row.token,
        brand: row.brandKey,
        langs: row.langs as Locale[],
        mainLang: row.mainLang as Locale,
        currency: row.currency as Currency,
        theme: row.theme,
        hosts: row.hosts,
        publicOrigin: row.publicOrigin,
      };
    },
  );
}
