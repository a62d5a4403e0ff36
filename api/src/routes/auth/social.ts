// users/social/{social}/authorize (the provider's sign-in page), users/{social} (the callback's code
// for a token pair) and the spec's Google-only api/google-login, the same sign-in for `google`.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import {
  errorSchema,
  siteHeadersSchema,
  socialAuthorizationResponse,
  socialAuthorizeQuery,
  socialLoginRequest,
  socialProviderParams,
  tokenPairResponse,
} from '@vitrina/contract';

import { socialLogin } from '../../auth/social-login.ts';
import { HttpError } from '../../plugins/errors.ts';
import { authErrors, authTags as tags } from './shared.ts';

/** Besides authErrors: no such provider in the shop (404), and a provider that cannot be reached (502). */
const socialErrors = { ...authErrors, 404: errorSchema, 502: errorSchema } as const;
const signInErrors = { ...socialErrors, 403: errorSchema } as const;

export async function socialRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const headers = siteHeadersSchema;
  const social = socialLogin(app);

  app.get(
    '/users/social/:social/authorize',
    {
      schema: {
        operationId: 'startSocialLogin',
        summary: "The provider's sign-in page for a new social sign-in; it returns to the shop's callback page",
        tags,
        headers,
        params: socialProviderParams,
        querystring: socialAuthorizeQuery,
        response: { 200: socialAuthorizationResponse, ...socialErrors },
      },
    },
    (req) => {
      const lang = req.query.lang ?? req.lang;
      // The callback is a page of the shop: only in a language the shop has.
      if (!req.site.langs.includes(lang)) {
        throw new HttpError(400, 'validation_failed', 'Invalid querystring: lang', { lang: ['invalid'] });
      }
      return social.authorize(req.site, req.params.social, lang);
    },
  );

  app.post(
    '/users/:social',
    {
      schema: {
        operationId: 'socialSignIn',
        summary: "Sign in with the provider's code and the state from the callback: the pair of a new session",
        description:
          'The account with the provider-verified e-mail signs in, made (active, without a password) on the ' +
          'first sign-in; a provider that gives no verified e-mail is refused with social_email_missing.',
        tags,
        headers,
        params: socialProviderParams,
        body: socialLoginRequest,
        response: { 200: tokenPairResponse, ...signInErrors },
      },
    },
    (req) => social.signIn(req.site, req.params.social, req.body),
  );

  app.post(
    '/api/google-login',
    {
      schema: {
        operationId: 'googleSignIn',
        summary: 'users/{social} for the provider google (the spec names this call)',
        tags,
        headers,
        body: socialLoginRequest,
        response: { 200: tokenPairResponse, ...signInErrors },
      },
    },
    (req) => social.signIn(req.site, 'google', req.body),
  );
}
