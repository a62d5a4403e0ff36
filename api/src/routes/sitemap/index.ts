// GET /sitemap.xml for the site named by X-Site-Token.
import type { FastifyInstance } from 'fastify';

import { buildSitemap } from '../../content/sitemap.ts';

export async function sitemapRoutes(app: FastifyInstance) {
  app.get('/sitemap.xml', { schema: { tags: ['content'], summary: 'Sitemap XML of the site' } }, async (req, reply) =>
    reply.header('content-type', 'application/xml; charset=utf-8').send(await buildSitemap(app.db, req.site)),
  );
}
