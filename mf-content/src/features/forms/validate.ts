// Loaded only when a form is sent: zod and the contract's form schemas stay out of the page's
// first JavaScript. The same schemas validate on the API, so both sides name the same codes.
import * as schemas from '@vitrina/contract/forms';
import type { FieldCode } from '@vitrina/contract/forms';
import { fitsPhoneMask } from '@vitrina/domain/phone-mask';

export type FormSchemaName =
  'consultationFields' | 'partnerRequestFields' | 'newsletterFields' | 'userRequestFields' | 'resumeFields';
export type FieldErrors = Record<string, FieldCode>;

const KNOWN = new Set<string>(schemas.FIELD_CODES);
/** A server or schema message that is not one of our codes still marks the field. */
export const asFieldCode = (message: string | undefined): FieldCode =>
  message && KNOWN.has(message) ? (message as FieldCode) : 'invalid';

/** The contract's checks, then the shop's phone mask (the site's own rule, which the API checks too). */
export function validateFields(name: FormSchemaName, values: Record<string, string>, phoneMask: string): FieldErrors {
  const result = schemas[name].safeParse(values);
  const errors: FieldErrors = {};
  for (const issue of result.error?.issues ?? [])
    errors[String(issue.path[0] ?? 'form')] ??= asFieldCode(issue.message);
  if (values.phone && !errors.phone && !fitsPhoneMask(values.phone, phoneMask)) errors.phone = 'invalid_phone';
  return errors;
}

/** The résumé file, checked before the upload starts (the API checks again, with the content). */
export function validateResumeFile(file: File | null): FieldCode | null {
  if (!file || file.size === 0) return 'required';
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!Object.hasOwn(schemas.RESUME_TYPES, extension)) return 'file_type';
  if (file.size > schemas.RESUME_MAX_BYTES) return 'file_too_big';
  return null;
}
