// A contact change's refusals in the words of that change: a phone taken by another account is not
// "an account with this e-mail", and every other answer passes unchanged.
import { describe, expect, it } from 'vitest';
import { renameFieldCodes } from '../src/features/contact-change/index.ts';
import type { CallResult } from '../src/shared/api/account-call.ts';
import { refusalOf } from '../src/shared/lib/field-messages.ts';
import { en } from '../src/i18n/en.ts';
import type { AccountTextKey } from '../src/i18n/index.ts';

const t = (key: AccountTextKey) => en[key];
const PHONE = { already_registered: 'phone_already_registered' };
const taken: CallResult = {
  kind: 'rejected',
  status: 400,
  code: 'validation_failed',
  message: 'Invalid body',
  fieldErrors: { phone_number: ['already_registered'], verification_code: ['invalid_code'] },
  body: { code: 'validation_failed' },
};

describe('renameFieldCodes', () => {
  it("says a taken number as the phone's own message, and keeps the other codes", () => {
    const renamed = renameFieldCodes(taken, PHONE);
    expect(renamed).toMatchObject({
      fieldErrors: { phone_number: ['phone_already_registered'], verification_code: ['invalid_code'] },
    });
    expect(refusalOf(t, renamed, ['verification_code'])).toEqual({
      fields: { verification_code: en.error_invalid_code },
      general: en.error_phone_already_registered,
    });
  });

  it('passes an accepted call and an answer without a body through', () => {
    const ok = { kind: 'ok', status: 200, body: {} } as const;
    expect(renameFieldCodes(ok, PHONE)).toBe(ok);
    expect(renameFieldCodes({ kind: 'failed', status: 0 }, PHONE)).toEqual({ kind: 'failed', status: 0 });
  });
});
