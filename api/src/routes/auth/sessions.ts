// auth/jwt/create (sign in), auth/jwt/refresh (a new pair for a refresh token), auth/token/logout.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { loginRequest, refreshRequest, siteHeadersSchema, tokenPairResponse } from '@vitrina/contract';

import { endSession } from '../../auth/sessions.ts';
import { refreshTokens, signIn } from '../../auth/sign-in.ts';
import { authErrors, authTags as tags, noContent } from './shared.ts';

export async function sessionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const headers = siteHeadersSchema;

  app.post(
    '/auth/jwt/create',
    {
      schema: {
        operationId: 'signIn',
        summary: 'Sign in with e-mail and password: an access and a refresh token of a new session',
        tags,
        headers,
        body: loginRequest,
        response: { 200: tokenPairResponse, ...authErrors },
      },
    },
    (req) => signIn(app, req.site.id, req.body.email, req.body.password),
  );

  app.post(
    '/auth/jwt/refresh',
    {
      schema: {
        operationId: 'refreshTokens',
        summary: 'Exchange a refresh token (once) for a new pair; a used one signs its session out',
        tags,
        headers,
        body: refreshRequest,
        response: { 200: tokenPairResponse, ...authErrors },
      },
    },
    (req) => refreshTokens(app, req.site.id, req.body.refresh),
  );

  app.post(
    '/auth/token/logout',
    {
      config: { user: true },
      schema: {
        operationId: 'signOut',
        summary: "Sign out: the access token's session ends, with every token of it",
        tags,
        headers,
        response: { 204: noContent, ...authErrors },
      },
    },
    async (req, reply) => {
      await endSession(app.db, req.user.sessionId, 'logout', app.auth.now());
      return reply.code(204).send(null);
    },
  );
}
