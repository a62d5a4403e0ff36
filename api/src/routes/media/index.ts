// /media: generated product pictures, logos, colour swatches, empty-state illustrations and video posters.
// Public (an <img> sends no site header); cached a day and revalidated (media/http-cache.ts).
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { sites } from '../../db/schema/index.ts';
import { notFound } from '../../plugins/errors.ts';
import { etagOf, firstDrawnClock, MEDIA_CACHE_CONTROL, notModified } from '../../media/http-cache.ts';
import { illustrationSvg, logoSvg, posterSvg, productSvg, swatchSvg } from '../../media/svg.ts';

const config = { public: true };
const schema = { hide: true };

export async function mediaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const firstDrawn = firstDrawnClock();

  /** The picture, or 304 when the browser's copy is still these bytes. */
  function sendSvg(req: FastifyRequest, reply: FastifyReply, svg: string) {
    const etag = etagOf(svg);
    const validators = { etag, lastModified: firstDrawn(etag) };
    reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', MEDIA_CACHE_CONTROL)
      .header('etag', validators.etag)
      .header('last-modified', validators.lastModified.toUTCString());
    return notModified(req.headers, validators) ? reply.code(304).send() : reply.send(svg);
  }

  app.get(
    '/media/products/:file',
    {
      config,
      schema: { ...schema, params: z.object({ file: z.string().regex(/^\d+(-\d)?\.svg$/, 'must be <id>[-n].svg') }) },
    },
    (req, reply) => {
      const [id = '0', variant = '0'] = req.params.file.replace('.svg', '').split('-');
      return sendSvg(req, reply, productSvg(Number(id), Number(variant)));
    },
  );
  app.get(
    '/media/logos/:file',
    {
      config,
      schema: {
        ...schema,
        params: z.object({
          file: z
            .string()
            .regex(/^[a-z0-9-]+-(light|dark|mobile-light|mobile-dark)\.svg$/, 'must be <brand>-<variant>.svg'),
        }),
      },
    },
    async (req, reply) => {
      const match = /^(.+?)-(mobile-light|mobile-dark|light|dark)\.svg$/.exec(req.params.file);
      const [, brandKey = '', variant = 'light'] = match ?? [];
      const [site] = await app.db.select().from(sites).where(eq(sites.brandKey, brandKey)).limit(1);
      if (!site) throw notFound('Logo');
      const settings = site.settings as { project?: string; colors?: { primary: string } };
      return sendSvg(
        req,
        reply,
        logoSvg(settings.project ?? brandKey, settings.colors?.primary ?? '#1d4ed8', variant as 'light'),
      );
    },
  );
  app.get(
    '/media/colors/:file',
    {
      config,
      schema: { ...schema, params: z.object({ file: z.string().regex(/^[0-9a-f]{6}\.svg$/, 'must be <rrggbb>.svg') }) },
    },
    (req, reply) => sendSvg(req, reply, swatchSvg(req.params.file.slice(0, 6))),
  );
  app.get(
    '/media/illustrations/:file',
    {
      config,
      schema: { ...schema, params: z.object({ file: z.string().regex(/^[a-z0-9-]+\.svg$/, 'must be <name>.svg') }) },
    },
    (req, reply) => sendSvg(req, reply, illustrationSvg(req.params.file)),
  );
  app.get(
    '/media/posters/:file',
    {
      config,
      schema: { ...schema, params: z.object({ file: z.string().regex(/^[a-z0-9-]+\.svg$/, 'must be <name>.svg') }) },
    },
    (req, reply) => sendSvg(req, reply, posterSvg(req.params.file.slice(0, -4))),
  );
}
