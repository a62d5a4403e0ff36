// Spec, section 5: server field messages are shown at their fields (translated when known, as
// written otherwise), and a refusal without a body reads 'Unknown error occurred'.
import { describe, expect, it } from 'vitest';
import { refusalOf } from '../src/shared/lib/field-messages.ts';
import { en } from '../src/i18n/en.ts';
import type { AccountTextKey } from '../src/i18n/index.ts';

const t = (key: AccountTextKey) => en[key];
const rejected = (code: string, fieldErrors: Record<string, string[]>, status = 400) =>
  ({ kind: 'rejected', status, code, message: 'server says', fieldErrors, body: { code, fieldErrors } }) as const;

describe('refusalOf', () => {
  it('puts known codes at their fields in the shopper language', () => {
    expect(refusalOf(t, rejected('validation_failed', { email: ['already_registered'] }), ['email'])).toEqual({
      fields: { email: en.error_already_registered },
      general: null,
    });
  });

  it('passes an unknown field message through as the server wrote it', () => {
    expect(refusalOf(t, rejected('validation_failed', { email: ['Blocked domain'] }), ['email']).fields.email).toBe(
      'Blocked domain',
    );
  });

  it('says a message for a field the form does not show above the form', () => {
    expect(refusalOf(t, rejected('validation_failed', { token: ['invalid_token'] }), ['new_password'])).toEqual({
      fields: {},
      general: en.error_invalid_token,
    });
  });

  it('translates a refusal without fields by its code, or shows its message', () => {
    expect(refusalOf(t, rejected('invalid_credentials', {}, 401), ['email']).general).toBe(
      en.error_invalid_credentials,
    );
    expect(refusalOf(t, rejected('something_new', {}), ['email']).general).toBe('server says');
  });

  it("reads a missing body as 'Unknown error occurred' and a 429 as too many attempts", () => {
    expect(refusalOf(t, { kind: 'failed', status: 502 }, []).general).toBe('Unknown error occurred');
    expect(refusalOf(t, rejected('rate_limited', {}, 429), []).general).toBe(en.error_rate_limited);
  });
});
