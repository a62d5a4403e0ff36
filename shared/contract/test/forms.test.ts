import { describe, expect, it } from 'vitest';

import {
  consultationRequest,
  formChallengeResponse,
  newsletterFields,
  partnerRequestFields,
  resumeFields,
  userRequestFields,
} from '../src/index.ts';

/** Every code per field: one each, since the first broken rule stops the field's checks. */
function codes(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } | undefined }) {
  const found: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (found[String(issue.path[0])] ??= []).push(issue.message);
  return Object.fromEntries(Object.entries(found).map(([field, list]) => [field, list.join(',')]));
}

describe('form fields', () => {
  it('removes the spaces of a phone and lower-cases an e-mail', () => {
    expect(
      partnerRequestFields.parse({ company: ' Farm ', name: 'Ion', phone: '+373 69 123 456', email: ' Ion@Farm.MD ' }),
    ).toEqual({ company: 'Farm', name: 'Ion', phone: '+37369123456', email: 'ion@farm.md' });
  });

  it.each([
    ['12345', 'invalid_phone'],
    ['+373 69 12x 456', 'invalid_phone'],
    ['1234567890123456', 'invalid_phone'],
    ['', 'required'],
  ])('names the phone "%s" %s', (phone, code) => {
    expect(codes(userRequestFields.safeParse({ name: 'Ana', phone, message: 'hi' }))).toEqual({ phone: code });
  });

  it('gives stable codes, not prose, for each rule', () => {
    expect(
      codes(
        resumeFields.safeParse({
          name: '  ',
          email: 'a@',
          phone: '069123456',
          message: 'x'.repeat(2001),
          vacancy_id: '0',
        }),
      ),
    ).toEqual({ name: 'required', email: 'invalid_email', message: 'too_long', vacancy_id: 'invalid' });
    expect(codes(newsletterFields.safeParse({}))).toEqual({ email: 'required' });
  });

  it('reads ids sent as form text', () => {
    expect(resumeFields.parse({ name: 'A', email: 'a@b.md', phone: '069123456', vacancy_id: '3' }).vacancy_id).toBe(3);
  });

  it('lets the bot check travel with the fields', () => {
    expect(consultationRequest.parse({ name: 'A', phone: '069123456', altcha: 'abc' })).toMatchObject({
      altcha: 'abc',
    });
  });
});

describe('form challenge', () => {
  it('is a puzzle or a reCAPTCHA key, nothing else', () => {
    const pow = {
      kind: 'pow',
      algorithm: 'SHA-256',
      challenge: 'a'.repeat(64),
      salt: 's.1.2',
      maxnumber: 50000,
      signature: 'b'.repeat(64),
      expires_at: '2026-01-01T00:00:00.000Z',
    };
    expect(formChallengeResponse.parse(pow)).toEqual(pow);
    expect(formChallengeResponse.parse({ kind: 'recaptcha', version: 'v3', site_key: 'k' })).toEqual({
      kind: 'recaptcha',
      version: 'v3',
      site_key: 'k',
    });
    expect(formChallengeResponse.safeParse({ kind: 'recaptcha', version: 'v1', site_key: 'k' }).success).toBe(false);
  });
});
