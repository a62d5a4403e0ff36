// Account calls (auth/jwt/*, auth/users/*, auth/token/logout): their bodies, answers and the token
// times the API, the gateway and mf-account share. Field messages are stable codes, as in the forms,
// so the browser translates them next to the field whether they came from its check or the server's.
import { z } from 'zod';

import type { Locale } from '@vitrina/domain';

import { DB_INT_MAX, dbText } from './common.ts';
import { consultationFields, newsletterFields } from './forms.ts';
import { AUTH_TOKEN_TIMES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth-limits.ts';

export { AUTH_TOKEN_TIMES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

export const AUTH_FIELD_CODES = [
  'required',
  'too_short',
  'too_long',
  'invalid',
  'invalid_email',
  'invalid_phone',
  'passwords_differ',
  'already_registered',
  'wrong_password',
  'invalid_token',
] as const;
export type AuthFieldCode = (typeof AUTH_FIELD_CODES)[number];

const required = { error: 'required', abort: true } as const;
/** A password as typed: never trimmed (spaces are characters of it). */
const password = dbText('invalid', z.string({ error: 'required' }))
  .min(1, required)
  .max(PASSWORD_MAX_LENGTH, 'too_long');
const newPassword = password.min(PASSWORD_MIN_LENGTH, 'too_short');
const optionalName = dbText('invalid', z.string({ error: 'invalid' }))
  .trim()
  .max(100, 'too_long')
  .default('');
/** The forms' e-mail rule (trimmed, lower-cased): one rule for every address the shop takes. */
const email = newsletterFields.shape.email;
const phone = consultationFields.shape.phone;
/** The user id of an e-mailed link, as text (the link carries it in its path). */
const uid = z
  .string({ error: 'required' })
  .regex(/^[1-9]\d{0,9}$/, { error: 'invalid', abort: true })
  .refine((text) => Number(text) <= DB_INT_MAX, 'invalid');
/** The random part of an e-mailed link: 32 bytes in base64url. */
const linkToken = z.string({ error: 'required' }).regex(/^[A-Za-z0-9_-]{16,128}$/, 'invalid');

/** A retyped password, when sent, must equal the first one. */
const sameAs =
  <T extends Record<string, unknown>>(first: keyof T & string, retyped: keyof T & string) =>
  (value: T, ctx: z.RefinementCtx) => {
    if (value[retyped] !== undefined && value[retyped] !== value[first])
      ctx.addIssue({ code: 'custom', path: [retyped], message: 'passwords_differ' });
  };

export const loginRequest = z.object({ email, password });
/**
 * Sign-in as the browser sends it through the gateway's /api proxy: `remember: false` ("remember
 * me" off) makes the session cookies last only as long as the browser session. The gateway reads
 * it; the API ignores it.
 */
export const browserLoginRequest = loginRequest.extend({ remember: z.boolean().optional() });
export const refreshRequest = z.object({
  refresh: dbText('invalid', z.string({ error: 'required' }))
    .min(1, required)
    .max(4000, 'too_long'),
});
export const registerRequest = z
  .object({
    email,
    password: newPassword,
    re_password: password.optional(),
    first_name: optionalName,
    last_name: optionalName,
    phone: phone.optional(),
  })
  .superRefine(sameAs('password', 're_password'));
export const activationRequest = z.object({ uid, token: linkToken });
export const emailRequest = z.object({ email });
export const setPasswordRequest = z
  .object({ current_password: password, new_password: newPassword, re_password: password.optional() })
  .superRefine(sameAs('new_password', 're_password'));
export const resetPasswordConfirmRequest = z
  .object({ uid, token: linkToken, new_password: newPassword, re_new_password: password.optional() })
  .superRefine(sameAs('new_password', 're_new_password'));

/** What signing in, activating, refreshing and changing the password answer. */
export const tokenPairResponse = z
  .object({
    access: z.string().describe(`Bearer token for the account calls; valid ${AUTH_TOKEN_TIMES.accessSeconds} s`),
    refresh: z
      .string()
      .describe(
        `Single use: auth/jwt/refresh answers a new pair; valid ${AUTH_TOKEN_TIMES.refreshSeconds} s. ` +
          'Sending a used one again signs the whole session out.',
      ),
  })
  .meta({ id: 'TokenPair' });
export type TokenPair = z.infer<typeof tokenPairResponse>;

export const registeredUserResponse = z
  .object({ id: z.number().int(), email: z.string(), first_name: z.string(), last_name: z.string() })
  .meta({ id: 'RegisteredUser' });

// auth/users/me's answer (currentUserResponse) is in account.ts, next to the account objects it carries.

/** The shop pages e-mailed links open; mf-account routes them. */
export const accountLinkPaths = {
  activation: (lang: Locale, uid: number, token: string) => `/${lang}/activate/${uid}/${token}`,
  resetConfirm: (lang: Locale, uid: number, token: string) => `/${lang}/password/reset/confirm/${uid}/${token}`,
};
