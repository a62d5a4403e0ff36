// The remote's one text table (its i18next namespace): every English key in ro, ru and uk, no
// empty text, the same placeholders; and code outside React reads the very tables components do.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { loadCatalogTexts, NAMESPACE, textFor } from '../src/shared/i18n/index.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const en: Record<string, string> = await loadCatalogTexts('en');

describe('texts', () => {
  it.each(['ro', 'ru', 'uk'] as const)(
    '%s has every English key, no empty text and the same placeholders',
    async (locale) => {
      const texts: Record<string, string> = await loadCatalogTexts(locale);
      expect(Object.keys(texts).sort()).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(texts)) {
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), key).toEqual(placeholders(en[key]!));
      }
    },
  );

  it('gives code outside React the text a component gets from the namespace, placeholders filled', async () => {
    // What the shell does for components: the remote's namespace added to its i18next instance.
    const shell = i18next.createInstance();
    await shell.init({ lng: 'ru', resources: {}, interpolation: { escapeValue: false } });
    shell.addResourceBundle('ru', NAMESPACE, await loadCatalogTexts('ru'));
    const component = shell.getFixedT('ru', NAMESPACE);
    for (const [key, values] of [
      ['productsFound', { count: 7 }],
      ['compareFull', { count: 12 }],
      ['menuNoCity', {}],
    ] as const) {
      expect(textFor('ru', key, values)).toBe(component(key, values));
    }
    expect(textFor('ru', 'productsFound', { count: 7 })).toBe('Товаров: 7');
  });
});
