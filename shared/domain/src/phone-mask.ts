// Phone numbers as a shop takes them (spec: storefront shell and shopping, section 5): the shop's
// mask, the text a masked field shows while the shopper types, whether a number fits, and the
// number as it is sent. The browser's fields and the API's check use these same rules. Imported
// by its own path (@vitrina/domain/phone-mask), so only the pages with a phone field carry it.

/** '#' is a digit the shopper types; everything else the mask writes itself. */
export const PHONE_MASKS = {
  /** The spec's default input mask. */
  UA: '+38 ### ###-##-##',
  PL: '+48 ## ###-##-##',
  /** Spec: Romania, code +40, 15 characters. */
  RO: '+40 ###-###-###',
  /** Spec: every other shop, code +(373), 17 characters. */
  MD: '+(373) ##-###-###',
} as const;
export type PhoneMask = (typeof PHONE_MASKS)[keyof typeof PHONE_MASKS];
/** A field that knows no shop yet takes the spec's default. */
export const DEFAULT_PHONE_MASK: PhoneMask = PHONE_MASKS.UA;

/** What a shop's settings say about its country: the `is_romanian` flag and its currency. */
export interface PhoneShop {
  isRomanian: boolean;
  currency: string;
}

/**
 * The shop's mask. Romanian shops (the flag, or prices in lei RON) take +40; shops priced in
 * hryvnias take the spec's default +38; every other shop +(373), the spec's "otherwise". No
 * supported currency is Polish, so +48 is offered to a field but no shop picks it yet.
 */
export function phoneMaskFor(shop: PhoneShop): PhoneMask {
  if (shop.isRomanian || shop.currency === 'RON') return PHONE_MASKS.RO;
  return shop.currency === 'UAH' ? PHONE_MASKS.UA : PHONE_MASKS.MD;
}

const digitsOf = (text: string) => text.replace(/\D/g, '');
/** The country code's digits: those the mask writes before its first slot. */
const codeOf = (mask: string) => digitsOf(mask.slice(0, mask.indexOf('#')));
const slotsOf = (mask: string) => mask.split('#').length - 1;

/**
 * Ukraine's numbers go on with a 0 after the code (+380…), so its mask's slots hold it. After the
 * other codes a leading 0 is the national trunk prefix ('0712 345 678' is +40 712 345 678).
 */
const keepsLeadingZero = (code: string) => code === '38';

/**
 * Typed, pasted or autofilled text as the field shows it: the shopper's digits in the mask's
 * slots, the mask's own characters up to the last digit (none after it, so Backspace never meets a
 * separator that comes back). The country code is taken out when the text carries it (the field's
 * own prefix, '+40 712…', or a number one code too long), and so is a trunk 0. No digit, no text:
 * the placeholder shows the mask.
 */
export function formatPhone(text: string, mask: string): string {
  const code = codeOf(mask);
  const slots = slotsOf(mask);
  let digits = digitsOf(text);
  if (digits.startsWith(code) && (text.trimStart().startsWith('+') || digits.length >= code.length + slots))
    digits = digits.slice(code.length);
  if (!keepsLeadingZero(code)) digits = digits.replace(/^0/, '');
  let shown = '';
  let next = 0;
  for (const char of mask) {
    if (next === Math.min(digits.length, slots)) break;
    shown += char === '#' ? digits[next++] : char;
  }
  return shown;
}

/**
 * Whether a number fits the mask: the country code and every slot filled. Spaces, dashes and
 * brackets are free, so '+40712345678' fits as well as '+40 712-345-678'.
 */
export function fitsPhoneMask(phone: string, mask: string): boolean {
  const digits = digitsOf(phone);
  return (
    /^\+?[\d\s()-]+$/.test(phone) &&
    digits.length === codeOf(mask).length + slotsOf(mask) &&
    digits.startsWith(codeOf(mask))
  );
}

/** Spec: phone numbers have whitespace removed before sending. */
export const phoneForSending = (phone: string) => phone.replace(/\s+/g, '');
