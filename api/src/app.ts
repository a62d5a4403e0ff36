// Builds the API as a Fastify instance; server.ts only starts it. Tests build it and inject requests.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';

import type { Database } from './db/client.ts';
import { dbPlugin } from './plugins/db.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { sitePlugin } from './plugins/site.ts';
import type { FormsOptions } from './routes/forms/index.ts';
import { routes } from './routes/index.ts';

export interface BuildOptions {
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Bot-check secret and reCAPTCHA verifier of the form calls (tests pass their own). */
  forms?: FormsOptions;
}

export async function buildApp({ database, logger = false, forms }: BuildOptions) {
  const app = Fastify({ logger, routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true } }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  await app.register(dbPlugin, { database });
  await app.register(sitePlugin);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Vitrina reference back end', version: '0.1.0' },
      components: {
        securitySchemes: { siteToken: { type: 'apiKey', in: 'header', name: 'X-Site-Token' } },
      },
      security: [{ siteToken: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  // Docs are open: registered before the UI so its routes get the flag.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/docs')) route.config = { ...(route.config as object), public: true };
  });
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { deepLinking: true } });
  await app.register(routes, { forms });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
