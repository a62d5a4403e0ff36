// Shapes every call shares: the one error body, site headers, pagination.
import { z } from 'zod';

export const errorSchema = z
  .object({
    code: z.string().describe('Stable machine code, e.g. validation_failed, unauthorized, not_found'),
    message: z.string(),
    fieldErrors: z.record(z.string(), z.array(z.string())).describe('Messages per bad field; empty when none'),
  })
  .meta({ id: 'Error' });
export type ApiError = z.infer<typeof errorSchema>;

export const siteHeadersSchema = z.object({
  'x-site-token': z.string().describe('The site token of the shop, e.g. demo-pharmacy'),
  'accept-language': z.string().optional(),
});

export const pageQuery = z.coerce.number().int().min(1).max(100000).default(1);
export const pageSizeQuery = z.coerce.number().int().min(1).max(100).default(24);

// What may reach PostgreSQL. Its text type refuses NUL and its integer ids end at 2^31-1; either
// slipping past validation is a driver error, a 500. Every string and id a call takes is one of
// these, so the refusal is a 400 naming the field.

/** The largest PostgreSQL integer (serial ids, stored counts). */
export const DB_INT_MAX = 2_147_483_647;
/**
 * No NUL (refused by PostgreSQL text), other C0 controls or DEL (no one types them; tab, LF and CR
 * stay), and no lone UTF-16 surrogate (refused by jsonb, and not text at all): every character is
 * an allowed one, or a high surrogate followed by its low one.
 */
// eslint-disable-next-line no-control-regex
const DB_TEXT = /^(?:[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;
export const isDbText = (text: string) => DB_TEXT.test(text);

/** A string that may be stored or compared in the database; `message` is the field error. */
export const dbText = (message = 'must not contain control characters or broken characters', base = z.string()) =>
  base.regex(DB_TEXT, { error: message, abort: true });

export const isDbId = (n: number) => Number.isInteger(n) && n >= 1 && n <= DB_INT_MAX;
/** An id in a JSON body. */
export const dbId = z.number().int().min(1).max(DB_INT_MAX);
/** An id in a path or query string (text that must be a number). */
export const dbIdParam = z.coerce.number().int().min(1).max(DB_INT_MAX);

/** `12,7,12` -> [12, 7]: comma-separated ids, each one a valid id, repeats dropped. */
export const dbIdList = (message = 'must be comma-separated ids') =>
  z
    .string()
    .max(4000)
    .regex(/^\d+(,\d+)*$/, message)
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .pipe(z.array(dbId));

/** The longest slug any page has; the gateway answers longer path segments 404 without a call. */
export const SLUG_MAX_LENGTH = 200;
export const slugText = () => dbText().min(1).max(SLUG_MAX_LENGTH);
export const slugParams = z.object({ slug: slugText() });

/** The error answers every site call can give, for route response schemas (OpenAPI lists them). */
export const errorResponses = { 400: errorSchema, 401: errorSchema, 404: errorSchema } as const;

// Field rules of the bodies shoppers type (forms, accounts): the codes their fields show. `abort`
// stops at the first broken rule, so each field carries one code (an empty field is 'required', not
// also 'invalid_phone').
export const requiredField = { error: 'required', abort: true } as const;

/** A text the shopper must fill, trimmed, at most `max` characters. */
export const requiredText = (max: number) =>
  dbText('invalid', z.string({ error: 'required' }))
    .trim()
    .min(1, requiredField)
    .max(max, 'too_long');

/** A text the shopper may leave empty, trimmed, at most `max` characters. */
export const freeText = (max: number) =>
  dbText('invalid', z.string({ error: 'invalid' }))
    .trim()
    .max(max, 'too_long');
