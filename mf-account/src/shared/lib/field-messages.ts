// What a refusal says to the shopper (spec, section 5: server field messages are passed through;
// a missing body gives 'Unknown error occurred'). The API's field messages and top-level codes are
// stable codes: a known one is translated, an unknown one is shown as the server wrote it.
import type { AccountTextKey } from '../../i18n/index.ts';
import type { AccountT } from '../ui/use-account-t.ts';
import type { CallResult, FieldErrors } from '../api/account-call.ts';

const KNOWN_CODES = new Set([
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
  'invalid_credentials',
  'account_inactive',
  'rate_limited',
  // The profile's: a contact change's code, a contact the account has, a picture refused.
  'invalid_code',
  'already_added',
  'phone_already_registered',
  'auth_number_exists',
  'file_too_big',
  'file_type',
  'too_many_pixels',
]);

export function messageOf(t: AccountT, code: string): string {
  return KNOWN_CODES.has(code) ? t(`error_${code}` as AccountTextKey) : code;
}

export interface ShownRefusal {
  /** Per field, the first message, translated. */
  fields: Record<string, string>;
  /** The form's own message (no field named, or fields the form does not show). */
  general: string | null;
}

/** A failed call as the form shows it; `shownFields` are the names the form has inputs for. */
export function refusalOf(t: AccountT, result: CallResult, shownFields: readonly string[]): ShownRefusal {
  if (result.kind === 'ok') return { fields: {}, general: null };
  if (result.kind !== 'rejected') return { fields: {}, general: t('unknownError') };
  if (result.status === 429) return { fields: {}, general: t('error_rate_limited') };
  const fields: Record<string, string> = {};
  const elsewhere: string[] = [];
  for (const [name, codes] of Object.entries(result.fieldErrors as FieldErrors)) {
    const first = codes[0];
    if (!first) continue;
    if (shownFields.includes(name)) fields[name] = messageOf(t, first);
    else elsewhere.push(messageOf(t, first));
  }
  const general =
    elsewhere[0] ??
    (Object.keys(fields).length > 0
      ? null
      : KNOWN_CODES.has(result.code)
        ? messageOf(t, result.code)
        : result.message || t('unknownError'));
  return { fields, general };
}
