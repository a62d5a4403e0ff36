// base/form-challenge and the form calls: base/book-consultation, base/partner-request,
// settings/news-letter, base/user-request, base/send-resume (multipart), api/support (support.ts).
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
import { shopPhoneErrors } from '../../forms/shop-phone.ts';
import { storeFormRequest, storeResume, subscribeNewsletter } from '../../forms/store.ts';
import type { FormRequestKind } from '../../forms/store.ts';
import { HttpError } from '../../plugins/errors.ts';
import { supportRoutes } from './support.ts';

const tags = ['forms'];
const formErrors = { ...errorResponses, 503: errorSchema } as const;
const accepted = { 201: formAcceptedResponse, ...formErrors } as const;

export async function formRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.botCheck;
  await app.register(multipart, { throwFileSizeLimit: false });
  await app.register(supportRoutes);

  app.get(
    '/base/form-challenge',
    {
      schema: {
        operationId: 'getFormChallenge',
        summary: "The site's bot check for forms and reviews: a single-use proof of work, or reCAPTCHA's settings",
        tags,
        headers: siteHeadersSchema,
        response: { 200: formChallengeResponse, ...formErrors },
      },
    },
    async (req, reply) => {
      // Each challenge is single-use: a cached one would be a replay.
      reply.header('cache-control', 'no-store');
      return formChallenge(deps, req.site);
    },
  );

  const requestForms: {
    url: string;
    kind: FormRequestKind;
    body: typeof consultationRequest | typeof partnerRequestRequest | typeof userRequestRequest;
    operationId: string;
    summary: string;
  }[] = [
    {
      url: '/base/book-consultation',
      kind: 'consultation',
      body: consultationRequest,
      operationId: 'bookConsultation',
      summary: 'Ask for a consultation',
    },
    {
      url: '/base/partner-request',
      kind: 'partner_request',
      body: partnerRequestRequest,
      operationId: 'sendPartnerRequest',
      summary: 'Ask to become a partner',
    },
    {
      url: '/base/user-request',
      kind: 'user_request',
      body: userRequestRequest,
      operationId: 'sendUserRequest',
      summary: "Leave a request (e.g. 'want to order')",
    },
  ];
  for (const { url, kind, body, operationId, summary } of requestForms) {
    const schema = { operationId, summary, tags, headers: siteHeadersSchema, body, response: accepted };
    app.post(url, { schema }, async (req, reply) => {
      const { altcha, captcha, ...fields } = req.body as z.infer<typeof body>;
      const phoneErrors = shopPhoneErrors(req.site, fields.phone);
      if (phoneErrors.phone) throw new HttpError(400, 'validation_failed', 'Invalid body: phone', phoneErrors);
      await assertHuman(deps, req.site, { altcha, captcha }, req.ip);
      return reply.code(201).send(await storeFormRequest(app.db, req.site.id, req.lang, kind, fields));
    });
  }

  app.post(
    '/settings/news-letter',
    {
      schema: {
        operationId: 'subscribeNewsletter',
        summary: 'Subscribe an e-mail address to the newsletter (200 when it already was)',
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
        operationId: 'sendResume',
        summary: 'Send a résumé with its file (multipart/form-data)',
        tags,
        headers: siteHeadersSchema,
        consumes: ['multipart/form-data'],
        // 415: the handler refuses a body that is not multipart/form-data.
        response: { 201: resumeAcceptedResponse, ...formErrors, 415: errorSchema },
      },
    },
    async (req, reply) => {
      if (!req.isMultipart())
        throw new HttpError(415, 'unsupported_media_type', 'Send the résumé as multipart/form-data');
      const { fields, file, fileError } = await readResumeParts(req);
      const parsed = resumeRequest.safeParse(fields);
      const fieldErrors: Record<string, string[]> = {
        ...(fileError ? { file: [fileError] } : {}),
        ...(parsed.success ? shopPhoneErrors(req.site, parsed.data.phone) : {}),
      };
      for (const issue of parsed.error?.issues ?? [])
        (fieldErrors[issue.path.join('.') || 'request'] ??= []).push(issue.message);
      if (!parsed.success || !file || fieldErrors.phone) {
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
