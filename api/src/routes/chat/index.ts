// chat/widget/{id}: the back end's own chat widget for a shop whose settings name it
// (chat_widget_source: back_end). The storefront loads it through the shop's /api proxy, which adds
// the site token, so the widget is the shop's own: another shop's chat id answers 404.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { CHAT_ID, chatWidgetScript } from '../../chat/widget-script.ts';
import { notFound } from '../../plugins/errors.ts';
import type { SiteSettings } from '../../settings/global-settings.ts';

/** The widget changes with a deployment only; an hour keeps a shopper's pages from asking on each. */
const WIDGET_CACHE_CONTROL = 'public, max-age=3600';

export async function chatRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/chat/widget/:id',
    {
      // A script, not a JSON call of the contract: left out of the OpenAPI document, like /media.
      schema: { hide: true, params: z.object({ id: z.string().regex(CHAT_ID, 'must be a chat id') }) },
    },
    (req, reply) => {
      const settings = req.site.settings as SiteSettings;
      if (settings.chat_widget_source !== 'back_end' || settings.jivo_chat !== req.params.id) throw notFound('Chat');
      return reply
        .header('content-type', 'text/javascript; charset=utf-8')
        .header('cache-control', WIDGET_CACHE_CONTROL)
        .send(chatWidgetScript(req.params.id));
    },
  );
}
