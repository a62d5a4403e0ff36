// base/form-challenge and the form calls: base/book-consultation, base/partner-request,
// settings/news-letter, base/user-request, base/send-resume (multipart).
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

import {
  consultationRequest,
  errorResponses,
  errorSchema,
  formAcceptedResponse,
  formChallengeResponse,
  newsletterRequest,
  partnerRequestRequest,
  resumeAcceptedResponse,
  resumeRequest,
  siteHeadersSchema,
  userRequestRequest,
} from '@vitrina/contract';

import { assertHuman, formChallenge } from '../../forms/bot-check.ts';
import { readResumeParts } from '../../forms/resume-upload.ts';
import { storeFormRequest, storeResume, subscribeNewsletter } from '../../forms/store.ts';
import type { FormRequestKind } from '../../forms/store.ts';
import { HttpError } from '../../plugins/errors.ts';

const tags = ['forms'];
const formErrors = { ...errorResponses, 503: errorSchema } as const;
const accepted = { 201: formAcceptedResponse, ...formErrors } as const;

export async function formRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.botCheck;
  await app.register(multipart, { throwFileSizeLimit: false });

  app.get(
    '/base/form-challenge',
    {
      schema: { tags, headers: siteHeadersSchema, response: { 200: formChallengeResponse, ...formErrors } },
    },
    async (req, reply) => {
      // Each challenge is single-use: a cached one would be a replay.
      reply.header('cache-control', 'no-store');
      return formChallenge(deps, req.site);
    },
  );

  const requestForms: [
    string,
    FormRequestKind,
    typeof consultationRequest | typeof partnerRequestRequest | typeof userRequestRequest,
  ][] = [
    ['/base/book-consultation', 'consultation', consultationRequest],
    ['/base/partner-request', 'partner_request', partnerRequestRequest],
    ['/base/user-request', 'user_request', userRequestRequest],
  ];
  for (const [url, kind, body] of requestForms) {
    app.post(url, { schema: { tags, headers: siteHeadersSchema, body, response: accepted } }, async (req, reply) => {
      const { altcha, captcha, ...fields } = req.body as z.infer<typeof body>;
      await assertHuman(deps, req.site, { altcha, captcha }, req.ip);
      return reply.code(201).send(await storeFormRequest(app.db, req.site.id, req.lang, kind, fields));
    });
  }

  app.post(
    '/settings/news-letter',
    {
      schema: {
        tags,
        headers: siteHeadersSchema,
        body: newsletterRequest,
        response: { 200: formAcceptedResponse, ...accepted },
      },
    },
    async (req, reply) => {
      await assertHuman(deps, req.site, req.body, req.ip);
      const result = await subscribeNewsletter(app.db, req.site.id, req.lang, req.body.email);
      return reply.code(result.created ? 201 : 200).send(result);
    },
  );

  app.post(
    '/base/send-resume',
    {
      schema: {
        tags,
        headers: siteHeadersSchema,
        consumes: ['multipart/form-data'],
        response: { 201: resumeAcceptedResponse, ...formErrors },
      },
    },
    async (req, reply) => {
      if (!req.isMultipart())
        throw new HttpError(415, 'unsupported_media_type', 'Send the résumé as multipart/form-data');
      const { fields, file, fileError } = await readResumeParts(req);
      const parsed = resumeRequest.safeParse(fields);
      const fieldErrors: Record<string, string[]> = fileError ? { file: [fileError] } : {};
      for (const issue of parsed.error?.issues ?? [])
        (fieldErrors[issue.path.join('.') || 'request'] ??= []).push(issue.message);
      if (!parsed.success || !file) {
        throw new HttpError(
          400,
          'validation_failed',
          `Invalid body: ${Object.keys(fieldErrors).join(', ')}`,
          fieldErrors,
        );
      }
      await assertHuman(deps, req.site, parsed.data, req.ip);
      return reply.code(201).send(await storeResume(app.db, req.site.id, req.lang, parsed.data, file));
    },
  );
}
