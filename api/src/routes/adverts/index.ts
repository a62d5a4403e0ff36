// The adverts module's calls (spec section 7, "Adverts module"), in one scope: every call of a shop
// without the module answers 404 (adverts/switch.ts); the pictures' /media URLs are public and shop-less.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

import { requireAdverts } from '../../adverts/switch.ts';
import { tag } from '../../cache-tags/tags.ts';
import { advertComplaintRoutes } from './complaints.ts';
import { favoriteAdvertRoutes } from './favorites.ts';
import { advertMediaRoutes } from './media.ts';
import { advertReadRoutes } from './read.ts';
import { advertReferenceRoutes } from './reference.ts';
import { advertWriteRoutes } from './write.ts';

export async function advertRoutes(app: FastifyInstance) {
  await app.register(advertMediaRoutes);
  await app.register(async (scope) => {
    scope.addHook('preValidation', requireAdverts);
    // Every answer here shows the shop's adverts; their tables publish `adverts:<shop>` (migration 0032).
    scope.addHook('preHandler', async (request, reply) => void reply.cacheTags([tag.adverts(request.site.id)]));
    // Oversized pictures are truncated, not thrown, so the 400 names the file (adverts/form-upload.ts).
    await scope.register(multipart, { throwFileSizeLimit: false });
    await scope.register(advertReadRoutes);
    await scope.register(advertWriteRoutes);
    await scope.register(advertReferenceRoutes);
    await scope.register(advertComplaintRoutes);
    await scope.register(favoriteAdvertRoutes);
  });
}
