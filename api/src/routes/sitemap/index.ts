// GET /sitemap.xml for the site named by X-Site-Token: the whole sitemap, or with ?part=N one part
// of a sitemap index (the gateway serves it as /sitemap-N.xml). Built once per change of the shop's
// pages (content/sitemap/store.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { errorSchema, siteHeadersSchema, sitemapQuery } from '@vitrina/contract';

import { sitemapStore, type SitemapOptions } from '../../content/sitemap/store.ts';
import { notFound } from '../../plugins/errors.ts';

export async function sitemapRoutes(fastify: FastifyInstance, options: SitemapOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const sitemapOf = sitemapStore(app.db, options);
  app.get(
    '/sitemap.xml',
    {
      schema: {
        operationId: 'getSitemap',
        summary:
          "The shop's sitemap: every public page in every language with its last change, or one part of a sitemap index",
        tags: ['content'],
        headers: siteHeadersSchema,
        querystring: sitemapQuery,
        response: {
          200: {
            description: 'A <urlset>, or past 50 000 URLs a <sitemapindex> of the parts',
            content: { 'application/xml': { schema: z.string() } },
          },
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (req, reply) => {
      const files = await sitemapOf(req.site);
      const { part } = req.query;
      const body = part === undefined ? files.root : files.parts[part - 1];
      if (body === undefined) throw notFound(`Sitemap part ${part}`);
      return reply.header('content-type', 'application/xml; charset=utf-8').send(body);
    },
  );
}
