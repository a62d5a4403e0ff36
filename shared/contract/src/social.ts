// Social sign-in over OpenID Connect (users/social/{social}/authorize, users/{social}, api/google-login):
// the provider keys, bodies, answers and error codes the API, the gateway and mf-account share. The
// browser only ever holds the provider's one-time code and our opaque state; tokens stay server-side.
import { z } from 'zod';

import type { Locale } from '@vitrina/domain';
import { LOCALES } from '@vitrina/domain';

/**
 * Literal second segments of the API's other users/ calls (users/company, users/user/{id},
 * users/user-group, users/social/...). A provider may not be named like one: the gateway reads a POST
 * to users/<key> as a sign-in and sends it without the old session, so users/company must never match.
 * api/test/social-login.test.ts checks this list against the API's routes.
 */
export const RESERVED_SOCIAL_KEYS = ['company', 'user', 'user-group', 'social'] as const;

/** A provider's key in a shop's settings and in the URL: a short lower-case slug (google, facebook). */
export const socialProviderKey = z
  .string({ error: 'required' })
  .regex(/^[a-z][a-z0-9-]{0,31}$/, { error: 'invalid', abort: true })
  .refine((key) => !(RESERVED_SOCIAL_KEYS as readonly string[]).includes(key), 'invalid');

export const socialProviderParams = z.object({ social: socialProviderKey });

export const socialAuthorizeQuery = z.object({
  lang: z
    .enum(LOCALES, { error: 'invalid' })
    .optional()
    .describe("The language of the shop page the provider sends the shopper back to; the request's by default"),
});

export const socialAuthorizationResponse = z
  .object({
    authorization_url: z
      .string()
      .describe("The provider's sign-in page: open it in the browser; it comes back to the shop's callback page"),
  })
  .meta({ id: 'SocialAuthorization' });

/** What a provider puts in the callback's query: opaque printable text, never stored by us. */
const providerText = z
  .string({ error: 'required' })
  .min(1, { error: 'required', abort: true })
  .max(2048, { error: 'too_long', abort: true })
  .regex(/^[\x21-\x7E]+$/, 'invalid');

/** users/{social} and api/google-login: the callback page posts the query the provider sent it. */
export const socialLoginRequest = z.object({
  code: providerText.describe("The provider's one-time authorization code"),
  /** Made by users/social/{social}/authorize: 32 random bytes in base64url. */
  state: z
    .string({ error: 'required' })
    .regex(/^[A-Za-z0-9_-]{16,128}$/, 'invalid')
    .describe('The state of the authorization URL, returned by the provider'),
  iss: providerText
    .optional()
    .describe("The provider's issuer, when it names itself in the callback (RFC 9207): checked against its own"),
});

/** Field codes of a social sign-in body, next to the forms' codes (auth.ts). */
export const SOCIAL_FIELD_CODES = {
  /** Unknown, used, expired, or made for another shop or provider. */
  state: 'invalid_state',
  /** The provider refused the code (used, expired, not ours) or its answer did not check out. */
  code: 'invalid_code',
} as const;

/** Error codes of a social sign-in (the spec's error modal opens on them). */
export const SOCIAL_ERROR_CODES = {
  /** The provider gave no verified e-mail address (the spec's Facebook case): no account is made. */
  emailMissing: 'social_email_missing',
  /** The provider could not be reached or answered nonsense: try again later. */
  providerUnavailable: 'social_provider_unavailable',
  /** The shop closed the account this identity belongs to. */
  accountDisabled: 'account_disabled',
} as const;

/** The shop page a provider sends the shopper back to; mf-account routes it and posts its query. */
export const socialCallbackPath = (lang: Locale, social: string) => `/${lang}/social/${social}/callback`;
