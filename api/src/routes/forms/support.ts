// api/support: a message to the shop's support (the cabinet's support form, and a guest's).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import {
  errorResponses,
  errorSchema,
  formAcceptedResponse,
  siteHeadersSchema,
  supportRequest,
} from '@vitrina/contract';

import { optionalUser } from '../../auth/plugin.ts';
import { assertHuman } from '../../forms/bot-check.ts';
import { storeFormRequest } from '../../forms/store.ts';

export async function supportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/support',
    {
      config: { user: 'optional' },
      schema: {
        operationId: 'sendSupportMessage',
        summary: "Write to the shop's support; a signed-in shopper's message keeps their account",
        tags: ['forms'],
        headers: siteHeadersSchema,
        body: supportRequest,
        response: { 201: formAcceptedResponse, ...errorResponses, 503: errorSchema },
      },
    },
    async (req, reply) => {
      const { altcha, captcha, ...fields } = req.body;
      const user = optionalUser(req);
      // A signed-in shopper activated their account from its letter, and a per-account limit bounds
      // their messages (rate-limits.ts): the session is the proof a bot check gives. A guest solves one.
      if (!user) await assertHuman(app.botCheck, req.site, { altcha, captcha }, req.ip);
      const payload = { ...fields, user_id: user?.row.id ?? null };
      return reply.code(201).send(await storeFormRequest(app.db, req.site.id, req.lang, 'support', payload));
    },
  );
}
