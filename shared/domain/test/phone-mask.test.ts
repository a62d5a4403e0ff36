import { describe, expect, it } from 'vitest';

import { fitsPhoneMask, formatPhone, PHONE_MASKS, phoneForSending, phoneMaskFor } from '../src/phone-mask.ts';

const { UA, PL, RO, MD } = PHONE_MASKS;

describe('the masks of the spec', () => {
  it.each([
    [UA, '+38 ### ###-##-##'],
    [PL, '+48 ## ###-##-##'],
  ])('offers %s', (mask, spelled) => {
    expect(mask).toBe(spelled);
  });

  it.each([
    [RO, '+40', 15],
    [MD, '+(373)', 17],
  ])('%s starts with %s and is %i characters long', (mask, code, length) => {
    expect(mask.startsWith(code)).toBe(true);
    expect(mask.length).toBe(length);
  });
});

describe('phoneMaskFor (a shop picks its mask by its settings)', () => {
  it.each([
    [{ isRomanian: true, currency: 'MDL' }, RO],
    [{ isRomanian: false, currency: 'RON' }, RO],
    [{ isRomanian: false, currency: 'UAH' }, UA],
    [{ isRomanian: false, currency: 'MDL' }, MD],
    [{ isRomanian: false, currency: 'EUR' }, MD],
    [{ isRomanian: false, currency: 'USD' }, MD],
  ])('%o takes %s', (shop, mask) => {
    expect(phoneMaskFor(shop)).toBe(mask);
  });
});

describe('formatPhone (what a masked field shows)', () => {
  it.each([
    [UA, '0', '+38 0'],
    [UA, '067', '+38 067'],
    [UA, '0671', '+38 067 1'],
    [UA, '0671234567', '+38 067 123-45-67'],
    [UA, '067123456789', '+38 067 123-45-67'],
    [UA, '+38 067 12', '+38 067 12'],
    [UA, '+38 067 1', '+38 067 1'],
    [UA, '+38 067 ', '+38 067'],
    [UA, '+38 ', ''],
    [UA, '+380671234567', '+38 067 123-45-67'],
    [UA, '380671234567', '+38 067 123-45-67'],
    [UA, '(067) 123 45 67', '+38 067 123-45-67'],
    [PL, '512345678', '+48 51 234-56-78'],
    [PL, '+48 512 345 678', '+48 51 234-56-78'],
    [RO, '712345678', '+40 712-345-678'],
    [RO, '0712 345 678', '+40 712-345-678'],
    [RO, '+40712345678', '+40 712-345-678'],
    [MD, '69123456', '+(373) 69-123-456'],
    [MD, '069123456', '+(373) 69-123-456'],
    [MD, '0', ''],
    [MD, '+373 69 123 456', '+(373) 69-123-456'],
    [MD, '+(373) 69-123-4567', '+(373) 69-123-456'],
    [MD, 'abc', ''],
  ])('in %s, %j shows %j', (mask, typed, shown) => {
    expect(formatPhone(typed, mask)).toBe(shown);
  });
});

describe('fitsPhoneMask (the code and every slot)', () => {
  it.each([
    [UA, '+38 067 123-45-67', true],
    [UA, '+38067123-45-67', true],
    [UA, '+380671234567', true],
    [UA, '+38 067 123-45-6', false],
    [UA, '+48 512 345 678', false],
    [RO, '+40 712-345-678', true],
    [RO, '+40 712-345-67', false],
    [MD, '+(373)69-123-456', true],
    [MD, '+373 69 123 456', true],
    [MD, '069123456', false],
    [MD, '+40 712 345 678', false],
    [MD, '+373 69 123 456 ext 2', false],
  ])('in %s, %j fits: %s', (mask, phone, fits) => {
    expect(fitsPhoneMask(phone, mask)).toBe(fits);
  });

  it('fits every number the field formats once all slots are typed', () => {
    for (const mask of Object.values(PHONE_MASKS)) {
      const shown = formatPhone('123456789012', mask);
      expect(fitsPhoneMask(shown, mask), `${mask}: ${shown}`).toBe(true);
      expect(shown).toHaveLength(mask.length);
    }
  });
});

describe('phoneForSending', () => {
  it('removes whitespace and keeps the rest', () => {
    expect(phoneForSending('+38 067 123-45-67')).toBe('+38067123-45-67');
    expect(phoneForSending(' +(373)\t69-123-456 ')).toBe('+(373)69-123-456');
  });
});
