// api/users/change-profile-image (multipart, field `image`), api/users/delete-profile-image, and
// /media/profile-images/<file> that serves the pictures: the picture's whole life in one place.
// Both calls act on the bearer's own account only: there is no id to point at someone else's.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { currentUserResponse, errorSchema, siteHeadersSchema } from '@vitrina/contract';

import { deleteProfileImage, readProfileImage, setProfileImage } from '../../accounts/profile-image.ts';
import { readProfileImagePart, toProfileWebp } from '../../accounts/profile-image-upload.ts';
import { currentUserOf } from '../../auth/users.ts';
import { HttpError, notFound } from '../../plugins/errors.ts';

export async function profileImageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const headers = siteHeadersSchema;
  const tags = ['account'];
  const config = { user: true };
  // Registered here: only this call takes multipart. Oversized files are truncated, not thrown, so
  // the 413 carries the field (profile-image-upload.ts).
  await app.register(multipart, { throwFileSizeLimit: false });

  app.patch(
    '/api/users/change-profile-image',
    {
      config,
      schema: {
        operationId: 'changeProfileImage',
        summary: 'Set the profile picture (multipart/form-data, field image: JPEG, PNG, WebP or GIF, up to 5 MB)',
        tags,
        headers,
        consumes: ['multipart/form-data'],
        // 413: larger than 5 MB; 415: the body is not multipart/form-data.
        response: { 200: currentUserResponse, 400: errorSchema, 413: errorSchema, 415: errorSchema },
      },
    },
    async (req) => {
      if (!req.isMultipart())
        throw new HttpError(415, 'unsupported_media_type', 'Send the picture as multipart/form-data');
      const webp = await toProfileWebp(await readProfileImagePart(req));
      await setProfileImage(app, req.user.row.id, webp);
      return currentUserOf(app.db, req.user.row);
    },
  );

  app.delete(
    '/api/users/delete-profile-image',
    {
      config,
      schema: {
        operationId: 'deleteProfileImage',
        summary: "Remove the signed-in shopper's profile picture (done also when there is none)",
        tags,
        headers,
        response: { 200: currentUserResponse },
      },
    },
    async (req) => {
      await deleteProfileImage(app, req.user.row.id);
      return currentUserOf(app.db, req.user.row);
    },
  );

  // Public like the other /media (an <img> sends no site token); the random name is the only key.
  app.get(
    '/media/profile-images/:file',
    { config: { public: true }, schema: { hide: true, params: z.object({ file: z.string().max(100) }) } },
    async (req, reply) => {
      const bytes = await readProfileImage(app.accountServices.profileImageDir, req.params.file);
      if (!bytes) throw notFound('Picture');
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
}
