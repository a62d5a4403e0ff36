// What a refusal's field codes say to the shopper (spec, section 5: the server's field messages are
// passed through). The API's codes are stable: a known one is translated, an unknown one shown as sent.
import type { FieldErrors } from '../api/advert-call.ts';
import type { AdvertsTextKey } from '../i18n/index.ts';
import { useAdvertsT } from '../i18n/use-adverts-t.ts';
import type { AdvertsT } from '../i18n/use-adverts-t.ts';

export const FIELD_CODES = [
  'required',
  'required_to_publish',
  'too_short',
  'too_long',
  'too_small',
  'too_big',
  'too_many',
  'invalid',
  'invalid_email',
  'invalid_phone',
  'mismatch',
  'file_type',
  'file_too_big',
  'too_many_pixels',
  'unknown_field',
] as const;

export function codeMessage(t: AdvertsT, code: string): string {
  return (FIELD_CODES as readonly string[]).includes(code) ? t(`error.${code}` as AdvertsTextKey) : code;
}

/** The first message of a field (a dotted path: `contacts.0.value`), translated; undefined when none. */
export function useFieldMessage(errors: FieldErrors): (field: string) => string | undefined {
  const t = useAdvertsT();
  return (field) => {
    const code = errors[field]?.[0];
    return code ? codeMessage(t, code) : undefined;
  };
}
