// The remote's one text table: every English key in ro, ru and uk, no empty text, the same named
// placeholders; and code outside React (titles, notices) reads the very texts components do.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { loadCartTexts, NAMESPACE, textFor } from '../src/shared/i18n/index.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const en: Record<string, string> = await loadCartTexts('en');

describe('texts', () => {
  it.each(['ro', 'ru', 'uk'] as const)(
    '%s has every English key, no empty text and the same placeholders',
    async (locale) => {
      const texts: Record<string, string> = await loadCartTexts(locale);
      expect(Object.keys(texts).sort()).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(texts)) {
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), key).toEqual(placeholders(en[key]!));
      }
    },
  );

  it('gives code outside React the text a component gets, placeholders filled', async () => {
    const shell = i18next.createInstance();
    await shell.init({ lng: 'ro', resources: {}, interpolation: { escapeValue: false } });
    shell.addResourceBundle('ro', NAMESPACE, await loadCartTexts('ro'));
    const component = shell.getFixedT('ro', NAMESPACE);
    expect(textFor('ro', 'added', { title: 'Fier chelat' })).toBe(component('added', { title: 'Fier chelat' }));
    expect(textFor('ro', 'added', { title: 'Fier chelat' })).toBe('Fier chelat este în coșul dvs.');
  });
});
