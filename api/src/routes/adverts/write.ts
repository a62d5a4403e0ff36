// Writing adverts: api/adverts/ POST (create), api/adverts/{slug}/ PATCH (edit) and DELETE (soft:
// is_deleted, 204). Each takes multipart/form-data (the pictures) or JSON. Only the owner edits or
// deletes: anyone else's slug is a 404, as one that does not exist.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  ADVERT_IMAGE_MAX_BYTES,
  ADVERT_IMAGES_FIELD,
  ADVERT_IMAGES_MAX,
  ADVERT_NEW_IMAGES_FIELD,
  advertCreateRequest,
  advertSchema,
  advertSlugParams,
  advertUpdateRequest,
  errorResponses,
  errorSchema,
  siteHeadersSchema,
} from '@vitrina/contract';

import { ownAdvert } from '../../adverts/advert-rows.ts';
import { readAdvert } from '../../adverts/advert-detail.ts';
import { createAdvert } from '../../adverts/create-advert.ts';
import { readAdvertBody } from '../../adverts/form-upload.ts';
import { updateAdvert } from '../../adverts/update-advert.ts';
import { adverts } from '../../db/schema/index.ts';
import { notFound } from '../../plugins/errors.ts';
import { cardScope } from './read.ts';

const pictures = (field: string) =>
  z
    .array(z.string().meta({ format: 'binary' }))
    .max(ADVERT_IMAGES_MAX)
    .optional()
    .describe(
      `Multipart files named ${field}: JPEG, PNG, WebP or GIF by content, up to ${ADVERT_IMAGE_MAX_BYTES} bytes each`,
    );

/**
 * The body is documented (OpenAPI) but judged by the handler: multipart carries it as parts the
 * router never sees, and both ways in go through one check (adverts/form-fields.ts).
 */
function bodyInHandler<T>(route: Parameters<FastifySchemaCompiler<T>>[0]) {
  if (route.httpPart === 'body') return (data: unknown) => ({ value: data });
  return validatorCompiler(route as unknown as Parameters<typeof validatorCompiler>[0]);
}

const noContent = z.null().describe('Deleted; no body');

export async function advertWriteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const headers = siteHeadersSchema;
  const tags = ['adverts'];
  const config = { user: true };
  const consumes = ['multipart/form-data', 'application/json'];
  const deps = () => ({ db: app.db, images: app.advertServices.images });
  // 411 and 413: a multipart body must declare its length, at most ADVERT_BODY_MAX_BYTES (adverts/form-upload.ts).
  const refused = { ...errorResponses, 411: errorSchema, 413: errorSchema, 415: errorSchema };

  app.post(
    '/api/adverts',
    {
      config,
      validatorCompiler: bodyInHandler,
      schema: {
        operationId: 'createAdvert',
        summary: 'Post an advert (the form, with its pictures as multipart files `images`); a draft with is_draft',
        tags,
        headers,
        consumes,
        body: advertCreateRequest.extend({ images: pictures(ADVERT_IMAGES_FIELD) }),
        response: { 201: advertSchema, ...refused },
      },
    },
    async (req, reply) => {
      const slug = await createAdvert(
        deps(),
        req.site,
        req.user.row.id,
        await readAdvertBody(req, ADVERT_IMAGES_FIELD),
      );
      return reply.code(201).send(await readAdvert(app.db, cardScope(req), slug, req.user.row.id));
    },
  );

  app.patch(
    '/api/adverts/:slug',
    {
      config,
      validatorCompiler: bodyInHandler,
      schema: {
        operationId: 'updateAdvert',
        summary:
          "Change the owner's advert: any form field, new_contacts, new_attributes, new_images and the deletions",
        tags,
        headers,
        consumes,
        params: advertSlugParams,
        body: advertUpdateRequest.extend({ new_images: pictures(ADVERT_NEW_IMAGES_FIELD) }),
        response: { 200: advertSchema, ...refused },
      },
    },
    async (req) => {
      // Ownership first: another user's advert costs no picture decoding and tells nothing.
      const row = await ownAdvert(app.db, req.site.id, req.user.row.id, req.params.slug);
      if (!row) throw notFound('Advert');
      await updateAdvert(deps(), req.site, row, await readAdvertBody(req, ADVERT_NEW_IMAGES_FIELD));
      return readAdvert(app.db, cardScope(req), req.params.slug, req.user.row.id);
    },
  );

  app.delete(
    '/api/adverts/:slug',
    {
      config,
      schema: {
        operationId: 'deleteAdvert',
        summary: "Delete the owner's advert (it is kept as is_deleted, hidden from everyone)",
        tags,
        headers,
        params: advertSlugParams,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (req, reply) => {
      const row = await ownAdvert(app.db, req.site.id, req.user.row.id, req.params.slug);
      if (!row) throw notFound('Advert');
      await app.db.update(adverts).set({ isDeleted: true }).where(eq(adverts.id, row.id));
      return reply.code(204).send(null);
    },
  );
}
