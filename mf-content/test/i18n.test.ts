import { describe, expect, it } from 'vitest';
import { loadContentTexts } from '../src/i18n/index.ts';
import { FIELD_CODES } from '@vitrina/contract/forms';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const translations = {
  ro: await loadContentTexts('ro'),
  ru: await loadContentTexts('ru'),
  uk: await loadContentTexts('uk'),
};
const en: Record<string, string> = await loadContentTexts('en');

describe('texts', () => {
  it.each(['ro', 'ru', 'uk'] as const)(
    '%s has every English key, no empty text and the same placeholders',
    (locale) => {
      const texts: Record<string, string> = translations[locale];
      expect(Object.keys(texts).sort()).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(texts)) {
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), key).toEqual(placeholders(en[key]!));
      }
    },
  );

  it('translates every field code the contract can send', () => {
    for (const code of FIELD_CODES) expect(en[`err_${code}`], code).toBeTruthy();
  });
});
