// settings/global_site_settings.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { errorResponses, globalSettingsSchema, siteHeadersSchema } from '@vitrina/contract';

import { tag } from '../../cache-tags/tags.ts';
import { langOf } from '../../catalog/localise.ts';
import { loadGlobalSettings } from '../../settings/global-settings.ts';

export async function settingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/settings/global_site_settings',
    {
      config: { shopWide: true },
      schema: {
        operationId: 'getGlobalSiteSettings',
        summary: "The shop's languages, look and interface settings",
        tags: ['settings'],
        headers: siteHeadersSchema,
        response: { 200: globalSettingsSchema, ...errorResponses },
      },
    },
    // The shop's row, menu and makers are its own (site); the count of active products is not.
    (req, reply) => {
      reply.cacheTags([tag.assortment(req.site.id)]);
      return loadGlobalSettings(app.db, req.site, langOf(req));
    },
  );
}
