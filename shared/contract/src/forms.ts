// Form calls: consultation, partner request, newsletter, 'want to order' request, résumé, support
// message, and the bot check they all carry. Field messages are stable codes ('required', 'invalid_email', ...) so
// the browser validates with these same schemas and translates the code next to the field,
// whether the code came from its own check or from the server's 400.
import { z } from 'zod';

import { DB_INT_MAX, dbText, freeText, requiredField, requiredText } from './common.ts';

export const FIELD_CODES = [
  'required',
  'too_long',
  'invalid',
  'invalid_email',
  'invalid_phone',
  'file_too_big',
  'file_type',
  'expired',
  'replayed',
] as const;
export type FieldCode = (typeof FIELD_CODES)[number];

/** An e-mail address as people type it; the server keeps it lower-cased. */
const email = z
  .string({ error: 'required' })
  .trim()
  .min(1, requiredField)
  .max(254, { error: 'too_long', abort: true })
  .pipe(z.email('invalid_email'))
  .transform((v) => v.toLowerCase());
/** 7 to 15 digits (E.164 length), with the spaces, dashes, brackets and leading + of the shop's phone masks. */
const phone = z
  .string({ error: 'required' })
  .trim()
  .min(1, requiredField)
  .max(32, { error: 'too_long', abort: true })
  .regex(/^\+?[\d\s()-]+$/, { error: 'invalid_phone', abort: true })
  .refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return digits >= 7 && digits <= 15;
  }, 'invalid_phone')
  // Spec: phone numbers have whitespace removed before sending.
  .transform((value) => value.replace(/\s+/g, ''));
const optionalId = z.coerce
  .number({ error: 'invalid' })
  .int('invalid')
  .positive('invalid')
  .max(DB_INT_MAX, 'invalid')
  .optional();

/** What the shopper types into each form (the browser validates exactly this). */
export const consultationFields = z.object({
  name: requiredText(100),
  phone,
  comment: freeText(1000).optional(),
  product_id: optionalId,
});
export const partnerRequestFields = z.object({
  company: requiredText(200),
  name: requiredText(100),
  phone,
  email,
  region: freeText(100).optional(),
  message: freeText(2000).optional(),
});
export const newsletterFields = z.object({ email });
export const userRequestFields = z.object({
  name: requiredText(100),
  phone,
  email: email.optional(),
  message: requiredText(2000),
});
/** api/support: a message to the shop's support (spec: name, email_address, body). */
export const supportFields = z.object({
  name: requiredText(100),
  email_address: email,
  body: requiredText(5000),
});
export const resumeFields = z.object({
  name: requiredText(100),
  email,
  phone,
  vacancy_id: optionalId,
  message: freeText(2000).optional(),
});

/**
 * The bot check every form POST carries: `altcha`, the solved proof-of-work (default), or
 * `captcha`, a reCAPTCHA token (sites that choose it). Which one is required depends on the site,
 * so both are optional here and the server names the missing one.
 */
export const botCheckFields = z.object({
  altcha: dbText('invalid').max(2000, 'too_long').optional(),
  captcha: dbText('invalid').max(4000, 'too_long').optional(),
});

export const consultationRequest = consultationFields.extend(botCheckFields.shape);
export const partnerRequestRequest = partnerRequestFields.extend(botCheckFields.shape);
export const newsletterRequest = newsletterFields.extend(botCheckFields.shape);
export const userRequestRequest = userRequestFields.extend(botCheckFields.shape);
/** Signed in, the session stands for the bot check (the route says why); without one it is required. */
export const supportRequest = supportFields.extend(botCheckFields.shape);
/** The text parts of the multipart résumé call; the file part is named `file`. */
export const resumeRequest = resumeFields.extend(botCheckFields.shape);

/** Résumé files: documents only, at most 5 MB. */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  rtf: 'application/rtf',
  odt: 'application/vnd.oasis.opendocument.text',
} as const;
export type ResumeExtension = keyof typeof RESUME_TYPES;

/** A form call's answer: the stored record's id (`created: false` when nothing new was stored). */
export const formAcceptedResponse = z
  .object({ id: z.number().int(), created: z.boolean() })
  .meta({ id: 'FormAccepted' });
export const resumeAcceptedResponse = formAcceptedResponse
  .extend({ file: z.object({ name: z.string(), size: z.number().int(), sha256: z.string().length(64) }) })
  .meta({ id: 'ResumeAccepted' });

/**
 * base/form-challenge. Proof of work (the ALTCHA protocol): find `number` in [0, maxnumber] with
 * SHA-256(salt + number) = challenge (hex), then send `altcha` = base64 of the JSON
 * { algorithm, challenge, number, salt, signature }. reCAPTCHA: the widget's version and site key.
 */
export const powChallengeSchema = z.object({
  kind: z.literal('pow'),
  algorithm: z.literal('SHA-256'),
  challenge: z.string().regex(/^[0-9a-f]{64}$/),
  salt: z.string(),
  maxnumber: z.number().int().positive(),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
  expires_at: z.string(),
});
export const recaptchaChallengeSchema = z.object({
  kind: z.literal('recaptcha'),
  version: z.enum(['v2', 'v3']),
  site_key: z.string().min(1),
});
export const formChallengeResponse = z
  .discriminatedUnion('kind', [powChallengeSchema, recaptchaChallengeSchema])
  .meta({ id: 'FormChallenge' });
export type PowChallenge = z.infer<typeof powChallengeSchema>;
export type FormChallenge = z.infer<typeof formChallengeResponse>;

/** The decoded `altcha` field: the ALTCHA payload. */
export const powSolutionSchema = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string().regex(/^[0-9a-f]{64}$/),
  salt: z.string().max(200),
  number: z.number().int().min(0),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});
export type PowSolution = z.infer<typeof powSolutionSchema>;
