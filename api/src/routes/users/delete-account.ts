// users/user/delete-account (the request: mails the link) and users/user/confirm-delete-account
// (the spec's call with the link's uid and token; no bearer needed, the link is the proof).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { confirmDeleteAccountRequest, errorSchema, siteHeadersSchema } from '@vitrina/contract';

import { confirmAccountDeletion, requestAccountDeletion } from '../../accounts/delete-account.ts';

const noContent = z.null().describe('Done; no body');

export async function deleteAccountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const headers = siteHeadersSchema;
  const tags = ['account'];
  const errors = { 400: errorSchema, 401: errorSchema };

  app.post(
    '/users/user/delete-account',
    {
      config: { user: true },
      schema: {
        operationId: 'requestAccountDeletion',
        summary: 'Mail the signed-in shopper a single-use link (1 hour) that confirms deleting the account',
        tags,
        headers,
        response: { 204: noContent, ...errors },
      },
    },
    async (req, reply) => {
      requestAccountDeletion(app, req.site, req.lang, req.user.row);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/users/user/confirm-delete-account',
    {
      schema: {
        operationId: 'confirmAccountDeletion',
        summary: "Delete the account of the deletion letter's link (once): every session of it ends",
        tags,
        headers,
        body: confirmDeleteAccountRequest,
        response: { 204: noContent, ...errors },
      },
    },
    async (req, reply) => {
      await confirmAccountDeletion(app, req.site.id, req.body.uid, req.body.token);
      return reply.code(204).send(null);
    },
  );
}
