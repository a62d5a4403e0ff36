// The account calls of the spec: auth/jwt/* (sign in, refresh), auth/token/logout, auth/users/*
// (register, activate, me, passwords) and social sign-in (users/{social}). No answer of theirs may
// be kept by any cache: each is one shopper's, and most carry tokens.
import type { FastifyInstance } from 'fastify';

import { passwordRoutes } from './passwords.ts';
import { sessionRoutes } from './sessions.ts';
import { socialRoutes } from './social.ts';
import { userRoutes } from './users.ts';

export async function authRoutes(app: FastifyInstance) {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await app.register(sessionRoutes);
  await app.register(userRoutes);
  await app.register(passwordRoutes);
  await app.register(socialRoutes);
}
