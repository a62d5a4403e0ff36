// Service calls (routes with config.service: the gateway's sites/resolve, which hands out shop
// tokens) answer only `Authorization: Bearer <SERVICE_KEY>`. Without SERVICE_KEY configured they
// answer no one: a forgotten setting closes the call rather than opening it.
import { createHash, timingSafeEqual } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { errorSchema } from '@vitrina/contract';

import { HttpError } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Only for callers with the service key (the gateway). */
    service?: boolean;
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest();

export const serviceKeyPlugin = fp(
  async (app: FastifyInstance, options: { serviceKey?: string | undefined }) => {
    const expected = options.serviceKey ? digest(options.serviceKey) : null;
    // The route says `service: true`; the OpenAPI document learns the credential from here.
    app.addHook('onRoute', (route) => {
      if (!route.config?.service) return;
      const response = { 401: errorSchema, ...(route.schema?.response as object | undefined) };
      route.schema = { ...route.schema, security: [{ serviceKey: [] }], response };
    });
    app.addHook('onRequest', async (request, reply) => {
      if (!request.routeOptions.config?.service) return;
      if (!expected)
        throw new HttpError(
          401,
          'service_key_missing',
          'Service calls are closed: SERVICE_KEY is not configured on the API',
        );
      const given = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
      // Digests are of one length, so the comparison takes the same time whatever was sent.
      if (given === undefined || !timingSafeEqual(digest(given), expected)) {
        reply.header('www-authenticate', 'Bearer');
        throw new HttpError(401, 'service_key_invalid', 'This call needs Authorization: Bearer <SERVICE_KEY>');
      }
    });
  },
  { name: 'service-key' },
);
