// auth/users (register), auth/users/activation, auth/users/resend_activation, auth/users/me.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import {
  activationRequest,
  currentUserResponse,
  emailRequest,
  registeredUserResponse,
  registerRequest,
  siteHeadersSchema,
  tokenPairResponse,
} from '@vitrina/contract';

import { activate, register, resendActivation } from '../../auth/registration.ts';
import { currentUserOf } from '../../auth/users.ts';
import { authErrors, authTags as tags, noContent } from './shared.ts';

export async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const headers = siteHeadersSchema;

  app.post(
    '/auth/users',
    {
      schema: {
        operationId: 'register',
        summary: 'Create an account of the shop; it is inactive until the e-mailed activation link is opened',
        tags,
        headers,
        body: registerRequest,
        response: { 201: registeredUserResponse, ...authErrors },
      },
    },
    async (req, reply) => {
      const user = await register(app, req.site, req.lang, req.body);
      const { id, email, firstName: first_name, lastName: last_name } = user;
      return reply.code(201).send({ id, email, first_name, last_name });
    },
  );

  app.post(
    '/auth/users/activation',
    {
      schema: {
        operationId: 'activateAccount',
        summary: "Activate an account with its letter's uid and token (once), and sign in",
        tags,
        headers,
        body: activationRequest,
        response: { 200: tokenPairResponse, ...authErrors },
      },
    },
    (req) => activate(app, req.site.id, req.body.uid, req.body.token),
  );

  app.post(
    '/auth/users/resend_activation',
    {
      schema: {
        operationId: 'resendActivation',
        summary: 'Send the activation letter again (the same answer whether or not the address has an account)',
        tags,
        headers,
        body: emailRequest,
        response: { 204: noContent, ...authErrors },
      },
    },
    async (req, reply) => {
      await resendActivation(app, req.site, req.lang, req.body.email);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/auth/users/me',
    {
      config: { user: true },
      schema: {
        operationId: 'getCurrentUser',
        summary: "The signed-in shopper's data",
        tags,
        headers,
        response: { 200: currentUserResponse, ...authErrors },
      },
    },
    (req) => currentUserOf(app.db, req.user.row),
  );
}
