// /media/adverts/<key>: the advert pictures. Public like the other /media (an <img> sends no site
// token); the random key is the only way to one. A key names one picture for ever (a new picture gets
// a new key), so it is cached as immutable.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { notFound } from '../../plugins/errors.ts';

export async function advertMediaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/media/adverts/:file',
    { config: { public: true }, schema: { hide: true, params: z.object({ file: z.string().max(100) }) } },
    async (req, reply) => {
      const bytes = await app.advertServices.images.get(req.params.file);
      if (!bytes) throw notFound('Picture');
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
}
