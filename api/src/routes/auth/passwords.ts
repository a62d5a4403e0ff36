// auth/users/set_password, auth/users/reset_password, auth/users/reset_password_confirm.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import {
  emailRequest,
  resetPasswordConfirmRequest,
  setPasswordRequest,
  siteHeadersSchema,
  tokenPairResponse,
} from '@vitrina/contract';

import { changePassword, confirmReset, requestReset } from '../../auth/password-change.ts';
import { authErrors, authTags as tags, noContent } from './shared.ts';

export async function passwordRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const headers = siteHeadersSchema;

  app.post(
    '/auth/users/set_password',
    {
      config: { user: true },
      schema: {
        operationId: 'changePassword',
        summary: 'Change the password: every session ends, and this device gets the pair of a new one',
        tags,
        headers,
        body: setPasswordRequest,
        response: { 200: tokenPairResponse, ...authErrors },
      },
    },
    (req) => changePassword(app, req.site.id, req.user.row, req.body),
  );

  app.post(
    '/auth/users/reset_password',
    {
      schema: {
        operationId: 'requestPasswordReset',
        summary: 'Mail a password-reset link (the same answer whether or not the address has an account)',
        tags,
        headers,
        body: emailRequest,
        response: { 204: noContent, ...authErrors },
      },
    },
    async (req, reply) => {
      await requestReset(app, req.site, req.lang, req.body.email);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/users/reset_password_confirm',
    {
      schema: {
        operationId: 'confirmPasswordReset',
        summary: "Set a new password with the reset letter's uid and token (once); every session ends",
        tags,
        headers,
        body: resetPasswordConfirmRequest,
        response: { 204: noContent, ...authErrors },
      },
    },
    async (req, reply) => {
      await confirmReset(app, req.site.id, req.body);
      return reply.code(204).send(null);
    },
  );
}
