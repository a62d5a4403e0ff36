// The SMS with a code that confirms a phone number, in every storefront language: short (one SMS
// segment in the shop's alphabet), the shop's name first so the shopper knows who sent it. The
// 10 minutes are CONTACT_CODE_TTL_SECONDS (@vitrina/contract).
import type { Locale } from '@vitrina/domain';

const PHONE_CODE_TEXTS: Record<Locale, string> = {
  ro: '{shop}: codul de confirmare a numărului este {code}. Valabil 10 minute.',
  ru: '{shop}: код подтверждения номера {code}. Действует 10 минут.',
  uk: '{shop}: код підтвердження номера {code}. Дійсний 10 хвилин.',
  en: '{shop}: your number confirmation code is {code}. It works for 10 minutes.',
};

export const phoneCodeText = (lang: Locale, shop: string, code: string) =>
  // A function replacer: a `$&` in a shop's name is text, not a replacement pattern.
  PHONE_CODE_TEXTS[lang].replace('{shop}', () => shop).replace('{code}', () => code);
