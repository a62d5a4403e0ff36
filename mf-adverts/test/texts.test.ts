// The remote's one text table (its i18next namespace): every English key in ro, ru and uk, no empty
// text, the same placeholders; every field code the API answers has its message; code outside React
// reads the very tables components do.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ADVERT_FIELD_CODES } from '@vitrina/contract';
import { FIELD_CODES } from '../src/shared/ui/field-message.ts';
import { loadAdvertsTexts, NAMESPACE, textFor } from '../src/shared/i18n/index.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const en: Record<string, string> = await loadAdvertsTexts('en');

describe('texts', () => {
  it.each(['ro', 'ru', 'uk'] as const)(
    '%s has every English key, no empty text and the same placeholders',
    async (locale) => {
      const texts: Record<string, string> = await loadAdvertsTexts(locale);
      expect(Object.keys(texts).sort()).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(texts)) {
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), key).toEqual(placeholders(en[key]!));
      }
    },
  );

  it("names every field code of the advert calls (and the pictures' and contacts') in words", () => {
    const answered = [
      ...ADVERT_FIELD_CODES,
      'required',
      'invalid',
      'too_long',
      'invalid_email',
      'invalid_phone',
      'file_type',
      'file_too_big',
    ];
    expect([...FIELD_CODES].sort()).toEqual([...new Set(answered)].sort());
  });

  it('gives code outside React the text a component gets from the namespace, placeholders filled', async () => {
    const shell = i18next.createInstance();
    await shell.init({ lng: 'ro', resources: {}, interpolation: { escapeValue: false } });
    shell.addResourceBundle('ro', NAMESPACE, await loadAdvertsTexts('ro'));
    const component = shell.getFixedT('ro', NAMESPACE);
    for (const [key, values] of [
      ['advertsFound', { count: 7 }],
      ['sort.price+', {}],
      ['error.required_to_publish', {}],
    ] as const) {
      expect(textFor('ro', key, values)).toBe(component(key, values));
    }
    expect(textFor('ru', 'advertsFound', { count: 7 })).toBe('Найдено объявлений: 7');
  });
});
