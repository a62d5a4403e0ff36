// GET /sitemap.xml for the site named by X-Site-Token.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { errorSchema, siteHeadersSchema } from '@vitrina/contract';

import { buildSitemap } from '../../content/sitemap.ts';

export async function sitemapRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/sitemap.xml',
    {
      schema: {
        operationId: 'getSitemap',
        summary: "The shop's sitemap: home, categories, products, articles and pages in every language",
        tags: ['content'],
        headers: siteHeadersSchema,
        response: {
          200: { description: 'Sitemap XML', content: { 'application/xml': { schema: z.string() } } },
          401: errorSchema,
        },
      },
    },
    async (req, reply) =>
      reply.header('content-type', 'application/xml; charset=utf-8').send(await buildSitemap(app.db, req.site)),
  );
}
