// Builds the API as a Fastify instance; server.ts only starts it. Tests build it and inject requests.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';

import { accountServicesPlugin, type AccountServicesOptions } from './accounts/services-plugin.ts';
import { advertServicesPlugin, type AdvertServicesOptions } from './adverts/services-plugin.ts';
import { authPlugin, type AuthOptions } from './auth/plugin.ts';
import type { Database } from './db/client.ts';
import { openapiOptions } from './openapi.ts';
import { paymentsPlugin, type PaymentOptions } from './payment/plugin.ts';
import { botCheckPlugin, type FormsOptions } from './plugins/bot-check.ts';
import { cacheTagsPlugin, type CacheTagsOptions } from './plugins/cache-tags.ts';
import { dbPlugin } from './plugins/db.ts';
import { devModePlugin } from './plugins/dev-mode.ts';
import { errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { rateLimitPlugin, type RateLimitOptions } from './plugins/rate-limit.ts';
import { serviceKeyPlugin } from './plugins/service-key.ts';
import { sitePlugin } from './plugins/site.ts';
import type { SitemapOptions } from './content/sitemap/store.ts';
import { routes } from './routes/index.ts';

export interface BuildOptions {
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Bot-check secret and reCAPTCHA verifier of the form calls and reviews (tests pass their own). */
  forms?: FormsOptions;
  /** The proxies whose X-Forwarded-For gives the client address (TRUST_PROXY); none by default. */
  trustProxy?: false | string[] | undefined;
  /** The gateway's credential for service calls (SERVICE_KEY); without it they answer 401. */
  serviceKey?: string | undefined;
  /** The clock of the API's caches and of account tokens and links (tests hold it still or move it). */
  now?: () => number;
  /** Account tokens' secret, mail and its sender (AUTH_JWT_SECRET, SMTP_URL or the outbox, MAIL_FROM). */
  auth?: Omit<AuthOptions, 'now'>;
  /** Where phone codes go and where profile pictures live (memory and a temporary folder when omitted). */
  accounts?: AccountServicesOptions;
  /** Where advert pictures live (a temporary folder when omitted). */
  adverts?: AdvertServicesOptions;
  /** Rate limits of RATE_LIMITS, or false for none (tests of other things). */
  rateLimit?: RateLimitOptions | false;
  /** How the sitemap is split and built (tests pass a small file size and count builds). */
  sitemap?: SitemapOptions;
  /** Payment providers: the demo's secret (PAYMENT_DEMO_SECRET), others and the shops using them. */
  payment?: Omit<PaymentOptions, 'now'>;
  /** Where changed cache tags go besides the process: Redis (REDIS_URL) and its channel (CACHE_TAGS_CHANNEL). */
  cacheTags?: CacheTagsOptions;
}

export async function buildApp({
  database,
  logger = false,
  forms = {},
  trustProxy = false,
  serviceKey,
  rateLimit = {},
  sitemap = {},
  now,
  auth = {},
  accounts = {},
  adverts = {},
  payment = {},
  cacheTags = {},
}: BuildOptions) {
  const app = Fastify({
    logger,
    trustProxy,
    frameworkErrors,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  await app.register(devModePlugin);
  await app.register(dbPlugin, { database });
  await app.register(cacheTagsPlugin, cacheTags);
  await app.register(sitePlugin, now ? { now } : {});
  await app.register(serviceKeyPlugin, { serviceKey });
  await app.register(authPlugin, { ...auth, now });
  await app.register(accountServicesPlugin, accounts);
  await app.register(advertServicesPlugin, adverts);
  await app.register(botCheckPlugin, forms);
  await app.register(paymentsPlugin, { ...payment, now });
  if (rateLimit) await app.register(rateLimitPlugin, rateLimit);
  await app.register(swagger, openapiOptions);
  // Docs are open: registered before the UI so its routes get the flag.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/docs')) route.config = { ...(route.config as object), public: true };
  });
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { deepLinking: true } });
  await app.register(routes, { sitemap });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
